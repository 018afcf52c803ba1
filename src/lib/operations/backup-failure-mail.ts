/** The e-mail to an admin when the scheduled backup failed, in their alert language. */
export function backupFailureMail(language: 'es' | 'en', day: string, reason: string) {
  if (language === 'en') {
    return {
      subject: `Backup failed (${day})`,
      text:
        `Today's scheduled backup of the site (${day}, UTC) failed: ${reason}\n\n` +
        'The leads, consents and audit trail of today are not in any backup until one works. ' +
        'Check the folder of BACKUP_SCHEDULE (space, permissions) and run `npm run backup -- <file>` ' +
        'by hand (README, "Backups and restore"). The next scheduled try is tomorrow.',
    }
  }
  return {
    subject: `Falló la copia de seguridad (${day})`,
    text:
      `La copia de seguridad programada de hoy (${day}, UTC) falló: ${reason}\n\n` +
      'Los prospectos, consentimientos y la auditoría de hoy no están en ninguna copia hasta que una ' +
      'funcione. Revise la carpeta de BACKUP_SCHEDULE (espacio, permisos) y ejecute ' +
      '`npm run backup -- <archivo>` a mano (README, "Backups and restore"). El próximo intento ' +
      'programado es mañana.',
  }
}
