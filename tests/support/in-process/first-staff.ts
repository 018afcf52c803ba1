import type { Payload } from 'payload'
import type { StaffRole } from '@/lib/access/roles'
import { recordAudit } from '@/features/audit/record'
import { giveSampleHours } from '@/features/booking/setup/sample-hours'

/**
 * What `npm run create-staff` does (scripts/create-staff.ts) on the in-process tier's template:
 * the account, the set-up audit event of the site's first account and the sample booking hours.
 * The script itself runs in the HTTP tier's template and in tests/integration/staff-*.test.ts.
 */
export async function createFirstStaff(
  payload: Payload,
  { email, password, role }: { email: string; password: string; role: StaffRole },
) {
  const created = await payload.create({
    collection: 'users',
    data: { email, password, roles: [role] },
  })
  await recordAudit(payload, {
    action: 'setup',
    user: { id: created.id, email: created.email },
    details: { email: created.email, roles: created.roles, by: 'npm run create-staff' },
  })
  if (role !== 'editor') await giveSampleHours(payload)
  return created
}
