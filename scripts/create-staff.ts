// npm run create-staff -- <email> [admin|editor|agent]
// Creates a staff account with a random password printed once (or STAFF_PASSWORD if set).
import crypto from 'node:crypto'
import { getPayload } from 'payload'
import config from '../src/payload.config'
import { staffRoles, type StaffRole } from '../src/lib/access/roles'

const [email, role = 'admin'] = process.argv.slice(2)
if (!email || !staffRoles.includes(role as StaffRole)) {
  console.error(`usage: npm run create-staff -- <email> [${staffRoles.join('|')}]`)
  process.exit(2)
}

const password = process.env.STAFF_PASSWORD || crypto.randomBytes(12).toString('base64url')
const payload = await getPayload({ config })
await payload.create({
  collection: 'users',
  data: { email, password, roles: [role as StaffRole] },
})
console.log(`Created ${role} ${email}`)
if (!process.env.STAFF_PASSWORD)
  console.log(`Password (shown once, change it after login): ${password}`)
if (role !== 'editor')
  console.log('At the first login /admin asks to set up two-step verification (STAFF_TWO_FACTOR).')
process.exit(0)
