import { MinimalTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'

const texts = {
  es: {
    title: 'Aún no hay cuentas del equipo',
    intro:
      'Por seguridad, la primera cuenta de administrador no se crea desde el navegador. Quien administra el servidor la crea con:',
    after:
      'El comando muestra una contraseña una sola vez. Después, inicie sesión aquí con ese correo; el administrador crea las demás cuentas desde el panel.',
  },
  en: {
    title: 'No staff accounts yet',
    intro:
      'For security, the first admin account is not created from the browser. Whoever runs the server creates it with:',
    after:
      'The command prints a password once. Then sign in here with that e-mail; the admin creates the other accounts from the dashboard.',
  },
}

/**
 * /admin on an empty staff table (Payload's create-first-user screen, replaced): nobody can
 * claim the first admin account from a browser; it tells the operator how it is created.
 */
export function NoStaffYetView({ initPageResult }: AdminViewServerProps) {
  const language = initPageResult.req.i18n.language === 'en' ? 'en' : 'es'
  const text = texts[language]
  return (
    <MinimalTemplate>
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      {/* Wraps on a phone instead of running past the screen's edge. */}
      <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <code>npm run create-staff -- you@firm.example admin</code>
      </pre>
      <p>{text.after}</p>
    </MinimalTemplate>
  )
}
