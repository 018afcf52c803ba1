/** The admin's texts of the staff second factor and password rules, read with `t('twoFactor:key')`. */
export const twoFactorTextsEs = {
  title: 'Verificación en dos pasos',
  enrolIntro:
    'Su cuenta necesita un segundo paso al iniciar sesión. Escanee este código QR con una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…).',
  secretLabel: 'Si no puede escanear, escriba esta clave en la aplicación:',
  qrAlt: 'Código QR para la aplicación de autenticación',
  codeLabel: 'Código de 6 dígitos de la aplicación',
  enable: 'Activar',
  recoveryTitle: 'Códigos de recuperación',
  recoveryHint:
    'Guárdelos en un lugar seguro: cada uno sirve una sola vez si pierde el teléfono. No se volverán a mostrar.',
  continue: 'Continuar al panel',
  recoveryCopy: 'Copiar los códigos',
  recoveryCopied: 'Códigos copiados.',
  recoveryCopyFailed: 'No se pudieron copiar: selecciónelos y cópielos a mano.',
  recoveryDownload: 'Descargar (.txt)',
  recoveryFileName: 'codigos-de-recuperacion.txt',
  recoveryPrint: 'Imprimir',
  recoverySaved: 'Guardé estos códigos en un lugar seguro',
  recoverySavedFirst: 'Marque la casilla cuando haya guardado los códigos para continuar.',
  verifyIntro:
    'Escriba el código de su aplicación de autenticación para terminar de iniciar sesión.',
  verify: 'Verificar',
  useRecovery: 'Usar un código de recuperación',
  useCode: 'Usar el código de la aplicación',
  recoveryLabel: 'Código de recuperación',
  remember: 'Recordar este dispositivo durante 30 días',
  wrongCode: 'El código no es correcto o ya se usó. Inténtelo de nuevo.',
  tooMany: 'Demasiados intentos. Espere 15 minutos e inténtelo de nuevo.',
  notEnrolled: 'Esta cuenta aún no tiene la verificación en dos pasos.',
  alreadyEnrolled: 'Esta cuenta ya tiene la verificación en dos pasos.',
  passed: 'La verificación en dos pasos está activa para esta sesión.',
  notNeeded: 'Su cuenta no necesita la verificación en dos pasos.',
  working: 'Un momento…',
  failed: 'No se pudo completar. Inténtelo de nuevo.',
  resetDone: 'Verificación en dos pasos reiniciada.',
  currentPasswordRequired: 'Escriba su contraseña actual para cambiar la contraseña o el correo.',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  shortPassword: 'La contraseña debe tener al menos 12 caracteres.',
  weakPassword:
    'Esta contraseña es demasiado fácil de adivinar: use al menos 12 caracteres y una frase poco común.',
}

export type TwoFactorTexts = typeof twoFactorTextsEs

export const twoFactorTextsEn: TwoFactorTexts = {
  title: 'Two-step verification',
  enrolIntro:
    'Your account needs a second step to sign in. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).',
  secretLabel: 'If you cannot scan it, type this key into the app:',
  qrAlt: 'QR code for the authenticator app',
  codeLabel: '6-digit code from the app',
  enable: 'Turn on',
  recoveryTitle: 'Recovery codes',
  recoveryHint:
    'Keep them somewhere safe: each works once if you lose your phone. They will not be shown again.',
  continue: 'Continue to the dashboard',
  recoveryCopy: 'Copy the codes',
  recoveryCopied: 'Codes copied.',
  recoveryCopyFailed: 'They could not be copied: select them and copy them by hand.',
  recoveryDownload: 'Download (.txt)',
  recoveryFileName: 'recovery-codes.txt',
  recoveryPrint: 'Print',
  recoverySaved: 'I saved these codes somewhere safe',
  recoverySavedFirst: 'Tick the box once you have saved the codes to continue.',
  verifyIntro: 'Enter the code from your authenticator app to finish signing in.',
  verify: 'Verify',
  useRecovery: 'Use a recovery code',
  useCode: 'Use the code from the app',
  recoveryLabel: 'Recovery code',
  remember: 'Remember this device for 30 days',
  wrongCode: 'The code is not right or was already used. Please try again.',
  tooMany: 'Too many tries. Wait 15 minutes and try again.',
  notEnrolled: 'This account has no two-step verification yet.',
  alreadyEnrolled: 'This account already has two-step verification.',
  passed: 'Two-step verification is active for this session.',
  notNeeded: 'Your account does not need two-step verification.',
  working: 'One moment…',
  failed: 'This could not be completed. Please try again.',
  resetDone: 'Two-step verification reset.',
  currentPasswordRequired: 'Enter your current password to change your password or e-mail.',
  currentPasswordWrong: 'The current password is not right.',
  shortPassword: 'The password must have at least 12 characters.',
  weakPassword:
    'This password is too easy to guess: use at least 12 characters and an uncommon phrase.',
}

export type TwoFactorTextKey = `twoFactor:${keyof TwoFactorTexts}`
