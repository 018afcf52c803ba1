import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'

/**
 * Payload's own Spanish says "tú" (login, forgotten password, the reset e-mail, unsaved changes…)
 * while every text of the firm's admin says "usted": each such string, said with "usted".
 * tests/unit/admin-usted.test.ts fails when a Payload upgrade brings a new "tú" string.
 */
const ustedEs = {
  authentication: {
    alreadyLoggedIn: 'Ya inició sesión',
    beginCreateFirstUser: 'Para empezar, cree su primer usuario.',
    checkYourEmailForPasswordReset:
      'Si la dirección de correo electrónico está asociada a una cuenta, recibirá instrucciones para restablecer su contraseña en breve. Por favor, revise su carpeta de spam o correo no deseado si no ve el correo en su bandeja de entrada.',
    forgotPasswordEmailInstructions:
      'Por favor, escriba su correo electrónico. Recibirá un mensaje con las instrucciones para restablecer su contraseña.',
    forgotPasswordQuestion: '¿Olvidó su contraseña?',
    forgotPasswordUsernameInstructions:
      'Por favor, escriba su nombre de usuario a continuación. Se enviarán instrucciones sobre cómo restablecer su contraseña a la dirección de correo electrónico asociada a su nombre de usuario.',
    generatingNewAPIKeyWillInvalidate:
      'Generar una nueva clave API <1>invalidará</1> la clave anterior. ¿Desea continuar?',
    loggedIn: 'Para iniciar sesión con otro usuario, primero <0>cierre su sesión</0>.',
    loggedInChangePassword:
      'Para cambiar su contraseña, entre a <0>su cuenta</0> y edite la contraseña desde ahí.',
    loginWithAnotherUser: 'Para iniciar sesión con otro usuario, primero <0>cierre su sesión</0>.',
    loggedOutInactivity: 'Su sesión se cerró debido a inactividad.',
    loggedOutSuccessfully: 'Su sesión se cerró correctamente.',
    newAccountCreated:
      'Se ha creado una nueva cuenta para que pueda acceder a <a href="{{serverURL}}">{{serverURL}}</a>. Por favor, haga clic o copie el siguiente enlace en su navegador para verificar su correo: <a href="{{verificationURL}}">{{verificationURL}}</a>.<br> Una vez que haya verificado su correo, podrá iniciar sesión.',
    resetYourPassword: 'Restablecer su contraseña',
    verifyYourEmail: 'Verifique su correo',
    youAreInactive:
      'Ha estado inactivo por un tiempo y, por su seguridad, su sesión se cerrará automáticamente en breve. ¿Desea mantener su sesión abierta?',
    youAreReceivingResetPassword:
      'Recibe este correo porque se solicitó restablecer la contraseña de su cuenta. Por favor, haga clic en el siguiente enlace o péguelo en su navegador para completar el proceso:',
    youDidNotRequestPassword:
      'Si usted no lo solicitó, ignore este correo y su contraseña no cambiará.',
  },
  error: {
    correctInvalidFields: 'Por favor, corrija los campos inválidos.',
    deletingTitle:
      'Ocurrió un error al eliminar {{title}}. Por favor, revise su conexión e inténtelo de nuevo.',
    notAllowedToAccessPage: 'No tiene permiso para acceder a esta página.',
    notAllowedToPerformAction: 'No tiene permiso para realizar esta acción.',
    unauthorized: 'No autorizado: debe iniciar sesión para realizar esta solicitud.',
    unverifiedEmail: 'Por favor, verifique su correo electrónico antes de iniciar sesión.',
  },
  fields: {
    chooseBetweenCustomTextOrDocument:
      'Elija entre escribir una URL personalizada o enlazar a otro documento.',
    chooseDocumentToLink: 'Elija un documento a enlazar',
    enterURL: 'Escriba una URL',
    searchForLanguage: 'Busque un idioma',
  },
  general: {
    changesNotSaved: 'Sus cambios no se han guardado. Si sale ahora, se perderán.',
    currentlyEditing:
      'está editando este documento. Si toma el control, se le impedirá continuar editando y podría perder los cambios no guardados.',
    enterAValue: 'Escriba un valor',
    resetPreferencesDescription:
      'Esto restablecerá todas sus preferencias a los valores predeterminados.',
    sorryNotFound: 'Lo sentimos, no hay nada que coincida con su solicitud.',
    unsavedChanges: 'Tiene cambios sin guardar. Guárdelos o descártelos antes de continuar.',
    unsavedChangesDuplicate: 'Tiene cambios sin guardar. ¿Desea continuar con la duplicación?',
    welcome: 'Le damos la bienvenida',
  },
  localization: {
    selectLocaleToCopy: 'Seleccione el idioma a copiar',
  },
  upload: {
    cropToolDescription:
      'Arrastre las esquinas del área seleccionada, dibuje una nueva área o ajuste los valores a continuación.',
    dragAndDrop: 'Arrastre y suelte un archivo',
    dragAndDropHere: 'o arrastre un archivo aquí',
    focalPointDescription:
      'Arrastre el punto focal directamente en la vista previa o ajuste los valores a continuación.',
    selectCollectionToBrowse: 'Seleccione una colección para navegar',
    selectFile: 'Seleccione un archivo',
  },
  validation: {
    emailAddress: 'Por favor, escriba un correo electrónico válido.',
    enterNumber: 'Por favor, escriba un número válido.',
    username:
      'Por favor, escriba un nombre de usuario válido. Puede contener letras, números, guiones, puntos y guiones bajos.',
  },
}

// Payload's lockout answer says the account exists ('This user is locked…'); the lockout still
// applies, but the answer is the same as for an unknown e-mail or a wrong password.
const neutralLock = {
  es: { userLocked: es.translations.error.emailOrPasswordIncorrect },
  en: { userLocked: en.translations.error.emailOrPasswordIncorrect },
}

// The header's "Idioma: Español" switches the language of the content edited, not the admin's
// own language (chosen in the account): its label says so.
const contentLocale = {
  es: { locale: 'Idioma del contenido' },
  en: { locale: 'Content language' },
}

/** Payload's own strings as the staff read them (merged over Payload's, group by group). */
export const payloadTextsEs = {
  ...ustedEs,
  error: { ...ustedEs.error, ...neutralLock.es },
  general: { ...ustedEs.general, ...contentLocale.es },
}

export const payloadTextsEn = { error: neutralLock.en, general: contentLocale.en }
