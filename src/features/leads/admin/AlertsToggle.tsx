import type { I18n } from '@payloadcms/translations'
import type { User } from '@/payload-types'
import { worksLeads } from '@/lib/access/roles'
import { pushConfig } from '../messaging/web-push'
import { AlertsToggle as Toggle } from './AlertsToggle.client'
import { staffText } from './staff-text'

/** In the admin's navigation, for agents and admins: turn lead alerts on for this device. */
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
