'use client'

import type { Referral } from './use-referrals'

type Props = {
  referrals: Referral[]
  texts: { referralsTitle: string; edit: string; editEntry: string; deleteEntry: string }
  onEdit: (index: number) => void
  onDelete: (index: number) => void
}

/** The referrals added so far, each with its edit and delete buttons; it scrolls past 200 px. */
export function ReferralList({ referrals, texts, onEdit, onDelete }: Props) {
  return (
    <ul
      aria-label={texts.referralsTitle}
      className="referral-list max-h-[200px] divide-y overflow-y-auto rounded border border-slate-300"
    >
      {referrals.map((entry, index) => (
        <li key={index} className="flex items-center justify-between gap-2 px-3 py-2">
          <span>
            {entry.nombre} · {entry.telefono}
          </span>
          <span className="flex gap-1">
            <button
              type="button"
              className="min-h-11 rounded px-2 underline"
              aria-label={texts.editEntry.replace('{name}', entry.nombre)}
              onClick={() => onEdit(index)}
            >
              {texts.edit}
            </button>
            <button
              type="button"
              className="min-h-11 rounded px-2 text-accent-600 underline"
              aria-label={texts.deleteEntry.replace('{name}', entry.nombre)}
              onClick={() => onDelete(index)}
            >
              ✕
            </button>
          </span>
        </li>
      ))}
    </ul>
  )
}
