/** The admin's texts of operations (backups), read with `t('operations:key')`. */
export const operationsTextsEs = {
  backupTitle: 'Copias de seguridad',
  backupLast: 'Última copia buena: {{when}} ({{size}})',
  backupNone: 'Aún no hay ninguna copia de seguridad registrada.',
  backupStale:
    'La última copia tiene más de un día: revise el correo de fallos y el destino de las copias.',
  backupScheduled:
    'Copias programadas en la carpeta o el bucket configurado (BACKUP_SCHEDULE), una al día.',
  backupManual: 'Sin copias programadas: configure BACKUP_SCHEDULE o ejecute npm run backup.',
}

export type OperationsTexts = typeof operationsTextsEs

export const operationsTextsEn: OperationsTexts = {
  backupTitle: 'Backups',
  backupLast: 'Last good backup: {{when}} ({{size}})',
  backupNone: 'No backup has been recorded yet.',
  backupStale:
    'The last backup is over a day old: check the failure e-mail and where backups are kept.',
  backupScheduled:
    'Scheduled backups in the configured folder or bucket (BACKUP_SCHEDULE), one a day.',
  backupManual: 'No scheduled backups: set BACKUP_SCHEDULE or run npm run backup.',
}
