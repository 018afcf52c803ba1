/** The heading block every content page opens with. */
export function PageIntro({ title, description }: { title: string; description?: string }) {
  return (
    <section className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h1 className="text-3xl font-bold md:text-4xl">{title}</h1>
        {description && <p className="mt-4 max-w-3xl text-lg text-slate-100">{description}</p>}
      </div>
    </section>
  )
}
