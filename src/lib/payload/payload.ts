import config from '@payload-config'
import { getPayload } from 'payload'

/** The one Payload instance of this process (Payload caches it). */
export function payloadClient() {
  return getPayload({ config })
}
