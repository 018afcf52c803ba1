import type { ReactNode } from 'react'
import { PageIntro } from '@/ui/PageIntro'

/** A landing page: its heading and the form, centred for phones. */
export function LandingSection({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <>
      <PageIntro title={title} description={description} />
      <section className="mx-auto max-w-xl px-4 py-10">{children}</section>
    </>
  )
}
