import type { I18n } from '@payloadcms/translations'
import type { Payload, PayloadRequest } from 'payload'
import { shownWithLead } from '@/features/audit'
import { optionText, selectField } from '@/features/leads'
import { firmTimeZone } from '@/features/schedule'
import { hasRole, worksLeads } from '@/lib/access/roles'
import type { Engagement } from '@/payload-types'
import { LeadPanel, LeadPanelItem } from '@/ui/admin/LeadPanel'
import { staffFormats } from '@/ui/admin/staff-formats'
import { PrepareLetterButton } from './PrepareLetterButton.client'
import type { EngagementsTextKey } from './texts'

type Props = { id?: number | string; i18n: I18n; payload: Payload; req: PayloadRequest }

const text = (i18n: I18n, key: EngagementsTextKey) => (i18n.t as (key: string) => string)(key)

/**
 * On a lead's page, for agents and admins: its engagement letters (status, fee, the times they
 * were sent, signed and countersigned, a link to each), and for admins "Prepare a letter".
 */
export async function LeadEngagements({ id, i18n, payload, req }: Props) {
  if (id === undefined || id === null || !worksLeads(req.user)) return null
  const { docs } = await payload.find({
    collection: 'engagements',
    where: { lead: { equals: Number(id) } },
    sort: '-createdAt',
    limit: 20,
    select: {
      status: true,
      feeCents: true,
      sentAt: true,
      countersignedAt: true,
      evidence: { signedAt: true },
    },
    ...shownWithLead(req.user),
  })
  const { money, time } = staffFormats(i18n.language, await firmTimeZone(payload))
  const statusField = selectField(payload.collections.engagements.config.fields, 'status')
  const statusText = (value: string) => optionText(statusField, value, i18n.language)
  const titleId = `lead-engagements-${id}`
  const letters = docs as Pick<
    Engagement,
    'id' | 'status' | 'feeCents' | 'sentAt' | 'countersignedAt' | 'evidence'
  >[]
  return (
    <LeadPanel
      titleId={titleId}
      className="lead-engagements"
      title={text(i18n, 'engagements:panelTitle')}
      empty={letters.length === 0 ? text(i18n, 'engagements:none') : null}
      footer={
        hasRole(req.user as never, 'admin') ? (
          <div className="lead-engagements__prepare">
            <PrepareLetterButton
              lead={id}
              label={text(i18n, 'engagements:prepare')}
              busyLabel={text(i18n, 'engagements:preparing')}
              failedLabel={text(i18n, 'engagements:prepareFailed')}
            />
            <p style={{ fontSize: '.9rem', margin: 0 }}>{text(i18n, 'engagements:prepareHint')}</p>
          </div>
        ) : null
      }
    >
      {letters.map((letter) => {
        const steps = [
          ['engagements:sent', letter.sentAt],
          ['engagements:signed', letter.evidence?.signedAt],
          ['engagements:countersigned', letter.countersignedAt],
        ] as const
        return (
          <LeadPanelItem key={letter.id} className="lead-engagement" status={letter.status}>
            <a href={`/admin/collections/engagements/${letter.id}`}>
              {text(i18n, 'engagements:open')} #{letter.id}
            </a>
            <strong>{statusText(letter.status)}</strong>
            <span>
              {letter.feeCents
                ? `${text(i18n, 'engagements:fee')}: ${money.format(letter.feeCents / 100)}`
                : text(i18n, 'engagements:noFee')}
            </span>
            {steps
              .filter(([, at]) => at)
              .map(([key, at]) => (
                <span key={key}>
                  {text(i18n, key)}: {time.format(new Date(at!))}
                </span>
              ))}
          </LeadPanelItem>
        )
      })}
    </LeadPanel>
  )
}
