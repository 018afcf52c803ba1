// npm run create-staff -- <email> [admin|editor|agent]
// Creates a staff account with a random password printed once (or STAFF_PASSWORD if set). The
// only way the first admin is made: the site refuses Payload's first-register (users.collection).
import crypto from 'node:crypto'
import { getPayload } from 'payload'
import config from '../src/payload.config'
import { staffRoles, type StaffRole } from '../src/lib/access/roles'
import { recordAudit } from '../src/features/audit/record'
import { giveSampleHours, sampleHours } from '../src/features/booking/setup/sample-hours'

const [email, role = 'admin'] = process.argv.slice(2)
if (!email || !staffRoles.includes(role as StaffRole)) {
  console.error(`usage: npm run create-staff -- <email> [${staffRoles.join('|')}]`)
  process.exit(2)
}

const password = process.env.STAFF_PASSWORD || crypto.randomBytes(12).toString('base64url')
const payload = await getPayload({ config })
const { totalDocs: before } = await payload.count({ collection: 'users', overrideAccess: true })
const created = await payload.create({
  collection: 'users',
  data: { email, password, roles: [role as StaffRole] },
})
// The first account of the site, on the audit trail: who set the site up, and when.
if (before === 0) {
  await recordAudit(payload, {
    action: 'setup',
    user: { id: created.id, email: created.email },
    details: { email: created.email, roles: created.roles, by: 'npm run create-staff' },
  })
}
console.log(`Created ${role} ${email}`)
// A fresh site ready to book: the first staff member who works leads gets sample hours.
if (role !== 'editor' && (await giveSampleHours(payload))) {
  console.log(
    `Online booking: sample hours (Mon–Fri ${sampleHours.from}–${sampleHours.to}, the firm's time zone) given to the first agent; change them in the admin under "Online booking settings".`,
  )
}
if (!process.env.STAFF_PASSWORD)
  console.log(`Password (shown once, change it after login): ${password}`)
if (role !== 'editor')
  console.log('At the first login /admin asks to set up two-step verification (STAFF_TWO_FACTOR).')
process.exit(0)
