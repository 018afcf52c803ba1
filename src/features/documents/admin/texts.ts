/** The admin's texts of clients' documents, read with `t('documents:key')`. */
export const documentsTextsEs = {
  panelTitle: 'Documentos',
  panelHint:
    'Lo que el cliente envió. Cada descarga queda registrada en la auditoría; no reenvíe los archivos fuera del despacho.',
  none: 'El cliente aún no ha enviado documentos.',
  download: 'Descargar',
  request: 'Solicitud',
  size: 'Tamaño',
  received: 'Recibido',
  removed: 'Quitado por el cliente',
  checklistTitle: 'Documentos solicitados',
  checklistReceived: 'Recibido',
  checklistMissing: 'Pendiente',
  checklistNoneRequested: 'No se han solicitado documentos a este cliente.',
  otherDocuments: 'Otros documentos recibidos',
}

export type DocumentsTexts = typeof documentsTextsEs
export type DocumentsTextKey = `documents:${keyof DocumentsTexts}`

export const documentsTextsEn: DocumentsTexts = {
  panelTitle: 'Documents',
  panelHint:
    'What the client sent. Every download is recorded in the audit trail; do not forward the files outside the firm.',
  none: 'The client has not sent any documents yet.',
  download: 'Download',
  request: 'Request',
  size: 'Size',
  received: 'Received',
  removed: 'Removed by the client',
  checklistTitle: 'Requested documents',
  checklistReceived: 'Received',
  checklistMissing: 'Missing',
  checklistNoneRequested: 'No documents have been requested from this client.',
  otherDocuments: 'Other documents received',
}
