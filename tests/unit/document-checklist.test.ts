import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { documentsTextsEn, documentsTextsEs } from '../../src/features/documents/admin/texts'
import { DocumentChecklist } from '../../src/features/documents/ui'

const i18nOf = (texts: Record<string, string>) => ({
  t: (key: string) => texts[key.replace(/^documents:/, '')] ?? key,
})

const requested = [
  { key: 'passport', label: 'Pasaporte' },
  { key: 'notice', label: 'Aviso de la corte' },
]
const received = [
  { id: 1, name: 'pasaporte.jpg', request: 'passport' },
  { id: 2, name: 'extra.pdf', request: 'other' },
]

describe('DocumentChecklist', () => {
  it('ticks each request answered by a file and lists the files of no request', () => {
    const html = renderToStaticMarkup(
      createElement(DocumentChecklist, { requested, received, i18n: i18nOf(documentsTextsEs) }),
    )
    expect(html).toContain(
      '<li data-received="yes"><span aria-hidden="true">✓</span> <strong>Pasaporte</strong>',
    )
    expect(html).toContain('(pasaporte.jpg)')
    expect(html).toMatch(/data-received="no".*Aviso de la corte.*Pendiente/)
    expect(html).toContain('Otros documentos recibidos')
    expect(html).toContain('extra.pdf')
  })

  it('says when nothing was requested, in English too', () => {
    const html = renderToStaticMarkup(
      createElement(DocumentChecklist, { requested: [], received, i18n: i18nOf(documentsTextsEn) }),
    )
    expect(html).toContain('No documents have been requested from this client.')
  })
})
