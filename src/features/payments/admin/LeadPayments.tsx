import type { I18n } from '@payloadcms/translations'
import type { Payload, PayloadRequest } from 'payload'
import { shownWithLead } from '@/features/audit'
import { optionText, selectField } from '@/features/leads'
import { firmTimeZone } from '@/features/schedule'
import { worksLeads } from '@/lib/access/roles'
import { LeadPanel, LeadPanelItem } from '@/ui/admin/LeadPanel'
import { staffFormats } from '@/ui/admin/staff-formats'
import type { PaymentsTextKey } from './texts'

type Props = { id?: number | string; i18n: I18n; payload: Payload; req: PayloadRequest }

const text = (i18n: I18n, key: PaymentsTextKey) => (i18n.t as (key: string) => string)(key)

/** On a lead's page, for agents and admins: each payment's amount, status, kind and receipt. */
export async function LeadPayments({ id, i18n, payload, req }: Props) {
  if (id === undefined || id === null || !worksLeads(req.user)) return null
  const { docs } = await payload.find({
    collection: 'payments',
    where: { lead: { equals: Number(id) } },
    sort: '-createdAt',
    limit: 50,
    ...shownWithLead(req.user),
  })
  const { money, time } = staffFormats(i18n.language, await firmTimeZone(payload))
  const fields = payload.collections.payments.config.fields
  const option = (name: string, value: string) =>
    optionText(selectField(fields, name), value, i18n.language)
  const titleId = `lead-payments-${id}`
  return (
    <LeadPanel
      titleId={titleId}
      className="lead-payments"
      title={text(i18n, 'payments:panelTitle')}
      empty={docs.length === 0 ? text(i18n, 'payments:none') : null}
    >
      {docs.map((payment) => (
        <LeadPanelItem key={payment.id} className="lead-payment" status={payment.status}>
          <strong>{money.format(payment.amountCents / 100)}</strong>
          <span>{option('status', payment.status)}</span>
          <span>{option('kind', payment.kind)}</span>
          <span>{time.format(new Date(payment.paidAt ?? payment.createdAt))}</span>
          {payment.receiptUrl ? (
            <a href={payment.receiptUrl} target="_blank" rel="noopener noreferrer">
              {text(i18n, 'payments:openReceipt')}
            </a>
          ) : null}
        </LeadPanelItem>
      ))}
    </LeadPanel>
  )
}
