/** Titled items (a heading and a line each), laid out by the caller's list and item classes. */
export function ItemList({
  items,
  className,
  itemClassName,
}: {
  items: { title: string; text: string }[]
  className: string
  itemClassName: string
}) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={index} className={itemClassName}>
          <h3 className="text-xl font-bold text-brand-900">{item.title}</h3>
          <p className="mt-2 text-slate-700">{item.text}</p>
        </li>
      ))}
    </ul>
  )
}
