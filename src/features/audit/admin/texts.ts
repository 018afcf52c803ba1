/** The admin's texts of the audit trail and data retention, read with `t('audit:key')`. */
export const auditTextsEs = {
  panelTitle: 'Auditoría de este prospecto',
  panelHint: 'Quién lo vio, exportó o cambió (solo administradores).',
  noEvents: 'Sin eventos.',
  when: 'Fecha',
  action: 'Acción',
  user: 'Usuario',
  ip: 'IP',
  details: 'Detalles',
  more: 'Ver toda la auditoría de este prospecto',
  forgetTitle: 'Olvidar a esta persona',
  forgetHint:
    'Para una solicitud de borrado: elimina este prospecto, sus textos y entregas, y los demás prospectos con el mismo teléfono o correo. Queda registrado en la auditoría.',
  forgetConfirm: 'Escriba BORRAR para confirmar',
  forgetButton: 'Borrar sus datos',
  forgetting: 'Borrando…',
  forgetFailed: 'No se pudo borrar.',
  forgotten: 'Datos borrados.',
}

export type AuditTexts = typeof auditTextsEs

export const auditTextsEn: AuditTexts = {
  panelTitle: "This lead's audit trail",
  panelHint: 'Who viewed, exported or changed it (admins only).',
  noEvents: 'No events.',
  when: 'When',
  action: 'Action',
  user: 'User',
  ip: 'IP',
  details: 'Details',
  more: "See this lead's whole audit trail",
  forgetTitle: 'Forget this person',
  forgetHint:
    'For a deletion request: deletes this lead, its texts and deliveries, and the other leads with the same phone or e-mail. Recorded in the audit trail.',
  forgetConfirm: 'Type DELETE to confirm',
  forgetButton: 'Delete their data',
  forgetting: 'Deleting…',
  forgetFailed: 'Could not delete.',
  forgotten: 'Data deleted.',
}

export type AuditTextKey = `audit:${keyof AuditTexts}`
