// What the rest of the site may use of staff accounts on the server (payload.config.ts, schema.ts,
// the admin texts and the /cms route); the access rules themselves stay in src/lib/access.
export { Users } from './users.collection'
export { withTwoFactor } from './two-factor/with-two-factor'
export { limitForgotPassword, limitLogin } from './login-limit'
export { twoFactorTextsEn, twoFactorTextsEs, type TwoFactorTextKey } from './texts'
export { payloadTextsEn, payloadTextsEs } from './payload-texts'
