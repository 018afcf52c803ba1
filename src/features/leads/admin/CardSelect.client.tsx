'use client'
import { useSelection } from '@payloadcms/ui'

type Props = { id: number; label: string }

/**
 * A lead card's checkbox: the same selection as the table's (hidden on a phone), so the list's
 * bulk edit and "Export the selection" work from the cards too.
 */
export function CardSelect({ id, label }: Props) {
  const { selected, setSelection } = useSelection()
  return (
    <input
      type="checkbox"
      className="lead-card__select"
      aria-label={label}
      checked={Boolean(selected.get(id))}
      onChange={() => setSelection(id)}
    />
  )
}
