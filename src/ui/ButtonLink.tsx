import type { ReactNode } from 'react'

const styles = {
  primary: 'bg-accent-600 text-white hover:bg-accent-500',
  light: 'bg-white text-brand-900 hover:bg-slate-100',
  outline: 'border-2 border-brand-700 text-brand-800 hover:bg-brand-50',
  outlineLight: 'border-2 border-white text-white hover:bg-white/10',
}

/** A call to action; `#formularioGeneral`-style hrefs scroll to the form without JavaScript. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  cta,
}: {
  href: string
  children: ReactNode
  variant?: keyof typeof styles
  /** Names the call to action for tests and analytics (e.g. `evaluation`). */
  cta?: string
}) {
  return (
    <a
      href={href}
      data-cta={cta}
      className={`inline-flex min-h-11 items-center rounded px-5 py-3 font-semibold uppercase tracking-wide ${styles[variant]}`}
    >
      {children}
    </a>
  )
}
