import type { ReactNode } from 'react'

/** The white panel a page's lead form sits in, under its heading. */
export function FormPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-white p-6 text-slate-900 shadow-lg">
      <h2 className="mb-4 text-2xl font-bold text-brand-900">{title}</h2>
      {children}
    </div>
  )
}
