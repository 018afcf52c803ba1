import type { ReactNode } from 'react'

const styles = {
  primary: 'bg-accent-600 text-white hover:bg-accent-500',
  light: 'bg-white text-brand-900 hover:bg-slate-100',
  outline: 'border-2 border-brand-700 text-brand-800 hover:bg-brand-50',
}

/** A call to action; `#formularioGeneral`-style hrefs scroll to the form without JavaScript. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
}: {
  href: string
  children: ReactNode
  variant?: keyof typeof styles
}) {
  return (
    <a
      href={href}
      className={`inline-flex min-h-11 items-center rounded px-5 py-3 font-semibold uppercase tracking-wide ${styles[variant]}`}
    >
      {children}
    </a>
  )
}
