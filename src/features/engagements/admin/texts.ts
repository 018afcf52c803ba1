/** The admin's texts of engagement letters, read with `t('engagements:key')`. */
export const engagementsTextsEs = {
  panelTitle: 'Cartas de contratación',
  none: 'Este prospecto aún no tiene carta de contratación.',
  prepare: 'Preparar una carta',
  preparing: 'Preparando…',
  prepareFailed: 'No se pudo preparar la carta: {{error}}',
  prepareHint:
    'Un borrador con la plantilla del idioma del cliente: elija plantilla, honorario y plan, revise la vista previa y cambie el estado a «Enviado».',
  open: 'Abrir la carta',
  fee: 'Honorario al firmar',
  noFee: 'Sin pago al firmar',
  sent: 'Enviado',
  signed: 'Firmado por el cliente',
  countersigned: 'Firmado por el abogado',
  previewTitle: 'Vista previa de la carta',
  previewHint:
    'Así leerá la carta el cliente, con los datos guardados. Guarde los cambios para verlos aquí.',
  previewSent: 'La carta tal como se envió al cliente (no cambia).',
  previewMissing: 'Elija el prospecto y la plantilla y guarde para ver la vista previa.',
}

export type EngagementsTexts = typeof engagementsTextsEs

export const engagementsTextsEn: EngagementsTexts = {
  panelTitle: 'Engagement letters',
  none: 'This lead has no engagement letter yet.',
  prepare: 'Prepare a letter',
  preparing: 'Preparing…',
  prepareFailed: 'The letter could not be prepared: {{error}}',
  prepareHint:
    "A draft with the template in the client's language: choose the template, fee and plan, check the preview and set the status to “Sent”.",
  open: 'Open the letter',
  fee: 'Fee due at signing',
  noFee: 'No fee at signing',
  sent: 'Sent',
  signed: 'Signed by the client',
  countersigned: 'Countersigned',
  previewTitle: 'Letter preview',
  previewHint:
    'The letter as the client will read it, from the saved data. Save to see changes here.',
  previewSent: 'The letter as it was sent to the client (it does not change).',
  previewMissing: 'Choose the lead and the template and save to see the preview.',
}

export type EngagementsTextKey = `engagements:${keyof EngagementsTexts}`
