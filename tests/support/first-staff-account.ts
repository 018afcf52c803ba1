/**
 * The first admin of every test database: created by `npm run create-staff` in the HTTP tier's
 * template (integration-server.ts) and by the same steps in the in-process tier's
 * (in-process/build-template.ts), so each fresh database (a copy of one) starts with it, as a
 * real site starts once its operator ran the script. Nobody registers through the site.
 */
export const firstStaff = { email: 'staff@firm.test', password: 'integration-only-password-1' }
