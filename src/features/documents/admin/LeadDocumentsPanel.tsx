import type { I18n } from '@payloadcms/translations'
import type { Payload, PayloadRequest } from 'payload'
import { worksLeads } from '@/lib/access/roles'
import { firmTimeZone } from '@/features/schedule'
import { DocumentChecklist } from './DocumentChecklist'
import { documentsText } from './documents-text'
import { requestedDocuments } from './requested-documents'

type Props = { id?: number | string; i18n: I18n; payload: Payload; req: PayloadRequest }

function size(bytes: number | null | undefined, language: string) {
  const value = Number(bytes ?? 0)
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 })
  if (value < 1024 * 1024) return `${format.format(Math.max(1, Math.round(value / 1024)))} KB`
  return `${format.format(value / (1024 * 1024))} MB`
}

/**
 * On a lead's page, for agents and admins: the documents the client sent (name, request, size,
 * date, a download link through the audited endpoint; removed ones marked) and the checklist of
 * requested vs received. Reading them is a staff read of client data, on record.
 */
export async function LeadDocumentsPanel({ id, i18n, payload, req }: Props) {
  if (id === undefined || id === null || !worksLeads(req.user)) return null
  const { docs } = await payload.find({
    collection: 'lead-documents',
    where: { lead: { equals: Number(id) } },
    sort: 'uploadedAt',
    limit: 200,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const time = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: await firmTimeZone(payload),
  })
  const t = (key: Parameters<typeof documentsText>[1]) => documentsText(i18n, key)
  const titleId = `lead-documents-${id}`
  const received = docs
    .filter((document) => !document.removed)
    .map((document) => ({
      id: document.id,
      name: document.originalName,
      request: document.requestKey ?? '',
    }))
  return (
    <section aria-labelledby={titleId} className="lead-documents">
      <h3 id={titleId}>{t('documents:panelTitle')}</h3>
      <p className="lead-documents__hint">{t('documents:panelHint')}</p>
      {docs.length === 0 ? (
        <p>{t('documents:none')}</p>
      ) : (
        <ul className="lead-documents__list">
          {docs.map((document) => (
            <li key={document.id} data-removed={document.removed ? 'yes' : 'no'}>
              <a
                href={`/cms/api/lead-documents/${document.id}/download`}
                download={document.originalName}
                aria-label={`${t('documents:download')}: ${document.originalName}`}
              >
                {document.originalName}
              </a>
              <dl>
                <div>
                  <dt>{t('documents:request')}</dt>
                  <dd>{document.requestLabel || document.requestKey || '—'}</dd>
                </div>
                <div>
                  <dt>{t('documents:size')}</dt>
                  <dd>{size(document.filesize, i18n.language)}</dd>
                </div>
                <div>
                  <dt>{t('documents:received')}</dt>
                  <dd>{time.format(new Date(document.uploadedAt))}</dd>
                </div>
              </dl>
              {document.removed ? <p>{t('documents:removed')}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <DocumentChecklist
        requested={await requestedDocuments(payload, req, Number(id), i18n.language)}
        received={received}
        i18n={i18n}
      />
    </section>
  )
}
