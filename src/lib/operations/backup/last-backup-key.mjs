/** The key, in Payload's key-value store (`payload_kv`), of the last backup that succeeded. */
export const lastBackupKey = 'site:last-backup'
