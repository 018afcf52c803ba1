import { clientPathStages, loadClientPath } from './client-path'
import { Conversion } from './Conversion'
import type { DashboardSectionProps } from './dashboard-range'
import { staffText } from './staff-text'

/**
 * The dashboard's client path for its period: booked → questionnaire done → letter sent →
 * signed → paid → retained, per campaign source and per agent.
 */
export async function ClientPathSection({
  payload,
  req,
  i18n,
  timeZone,
  days,
}: DashboardSectionProps) {
  const t = (key: Parameters<typeof staffText>[1]) => staffText(i18n, key)
  const path = await loadClientPath(payload, req, timeZone, days, {
    unassigned: t('staff:unassigned'),
    noSource: t('staff:noSource'),
  })
  const stageLabels = {
    leads: t('staff:funnelLeads'),
    booked: t('staff:pathBooked'),
    questionnaire: t('staff:pathQuestionnaire'),
    letterSent: t('staff:pathLetterSent'),
    signed: t('staff:pathSigned'),
    paid: t('staff:pathPaid'),
    retained: t('staff:funnelRetained'),
  }
  return (
    <>
      <p>{t('staff:clientPathNote')}</p>
      <Conversion
        title={t('staff:clientPathBySource')}
        rows={path.bySource}
        labels={{ group: t('staff:filterSource'), ...stageLabels }}
        stages={clientPathStages}
        empty={t('staff:none')}
        testId="client-path-by-source"
      />
      <Conversion
        title={t('staff:clientPathByAgent')}
        rows={path.byAgent}
        labels={{ group: t('staff:clientPathAgent'), ...stageLabels }}
        stages={clientPathStages}
        empty={t('staff:none')}
        testId="client-path-by-agent"
      />
    </>
  )
}
