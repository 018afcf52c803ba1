'use client'

import { useState } from 'react'

export type Referral = { nombre: string; telefono: string }

const empty: Referral = { nombre: '', telefono: '' }

/**
 * The referrals typed so far: the list, the draft in the inputs and which entry it edits. Adding
 * needs both name and phone; while an entry is edited, AGREGAR saves it in place (EDITAR).
 */
export function useReferrals(initial: Referral) {
  const [list, setList] = useState<Referral[]>([])
  const [draft, setDraft] = useState<Referral>(initial)
  const [editing, setEditing] = useState<number | null>(null)
  const typed = () => ({ nombre: draft.nombre.trim(), telefono: draft.telefono })

  function save() {
    const entry = typed()
    if (!entry.nombre || !entry.telefono) return
    setList((items) =>
      editing === null ? [...items, entry] : items.map((item, i) => (i === editing ? entry : item)),
    )
    setDraft(empty)
    setEditing(null)
  }

  function edit(index: number) {
    setDraft(list[index])
    setEditing(index)
  }

  function remove(index: number) {
    setList((items) => items.filter((_, i) => i !== index))
    if (editing === index) {
      setEditing(null)
      setDraft(empty)
    }
  }

  /**
   * What will be sent: the list, plus a referral typed in full but not yet added (the visitor
   * meant to send it), or in place of the entry being edited. With an empty list the typed
   * fields go as they are, so their own message shows ('at least one', or the phone's).
   */
  function toSend(): Referral[] {
    const pending = typed()
    if (list.length === 0) return [pending]
    if (!pending.nombre || !pending.telefono) return list
    if (editing === null) return [...list, pending]
    return list.map((item, i) => (i === editing ? pending : item))
  }

  return { list, draft, setDraft, editing, save, edit, remove, toSend }
}
