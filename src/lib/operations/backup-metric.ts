import type { Payload } from 'payload'
import { sampleLastBackup } from '@/lib/metrics/record.mjs'
import { lastBackupKey } from './backup/last-backup-key.mjs'

/** `backup_last_success_timestamp_seconds` at each scrape: what `npm run backup` wrote down. */
export function sampleBackupAge(payload: Payload) {
  sampleLastBackup(async () => {
    const last = (await payload.kv.get(lastBackupKey)) as { at?: string } | null
    const at = last?.at ? Date.parse(last.at) : NaN
    return Number.isFinite(at) ? at / 1000 : 0
  })
}
