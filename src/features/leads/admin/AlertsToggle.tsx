import type { I18n } from '@payloadcms/translations'
import type { User } from '@/payload-types'
import { worksLeads } from '@/lib/access/roles'
import { pushConfig } from '../messaging/web-push'
import { AlertsToggle as Toggle } from './AlertsToggle.client'
import { staffText } from './staff-text'

/**
 * Turns lead alerts on for this device. Shown where agents and admins land (the leads inbox, the
 * admin dashboard) rather than in the side navigation, which a phone folds away behind its menu
 * button and the browser test did not find visible on a desktop either.
 */
export function AlertsToggle({ user, i18n }: { user?: User | null; i18n: I18n }) {
  if (!worksLeads(user)) return null
  const t = (key: Parameters<typeof staffText>[1]) => staffText(i18n, key)
  return (
    <Toggle
      publicKey={pushConfig()?.publicKey ?? null}
      texts={{
        turnOn: t('staff:alertsTurnOn'),
        on: t('staff:alertsOn'),
        turnOff: t('staff:alertsTurnOff'),
        blocked: t('staff:alertsBlocked'),
        noPush: t('staff:alertsNoPush'),
        tabOnly: t('staff:alertsTabOnly'),
        failed: t('staff:alertsFailed'),
      }}
    />
  )
}
