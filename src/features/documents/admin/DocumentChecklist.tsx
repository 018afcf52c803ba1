import type { I18n } from '@payloadcms/translations'
import { documentsText } from './documents-text'

export type RequestedDocument = { key: string; label: string }
export type ReceivedDocument = { id: number | string; name: string; request: string }

type Props = {
  /** The document requests of the lead's questionnaire (its question keys and labels). */
  requested: RequestedDocument[]
  /** What the client sent and did not remove (`visitorDocuments`). */
  received: ReceivedDocument[]
  i18n: Pick<I18n, 't'>
}

/**
 * Requested vs received, on a lead: each request ticked when at least one file answers it, with
 * the names of those files; files answering no listed request follow. A list, not a table, so
 * it reads at 375 px.
 */
export function DocumentChecklist({ requested, received, i18n }: Props) {
  const t = (key: Parameters<typeof documentsText>[1]) => documentsText(i18n, key)
  const keys = new Set(requested.map((request) => request.key))
  const others = received.filter((document) => !keys.has(document.request))
  return (
    <div className="lead-documents__checklist">
      <h4>{t('documents:checklistTitle')}</h4>
      {requested.length === 0 ? (
        <p>{t('documents:checklistNoneRequested')}</p>
      ) : (
        <ul>
          {requested.map((request) => {
            const files = received.filter((document) => document.request === request.key)
            const done = files.length > 0
            return (
              <li key={request.key} data-received={done ? 'yes' : 'no'}>
                <span aria-hidden="true">{done ? '✓' : '○'}</span> <strong>{request.label}</strong>:{' '}
                {done ? t('documents:checklistReceived') : t('documents:checklistMissing')}
                {done ? ` (${files.map((file) => file.name).join(', ')})` : ''}
              </li>
            )
          })}
        </ul>
      )}
      {others.length > 0 && requested.length > 0 ? (
        <>
          <h4>{t('documents:otherDocuments')}</h4>
          <ul>
            {others.map((document) => (
              <li key={document.id}>{document.name}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
