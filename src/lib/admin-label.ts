/** A text of the staff admin in both of its languages (Payload picks the admin's language). */
export type AdminText = { es: string; en: string }

export const label = (es: string, en: string): AdminText => ({ es, en })

/** An array's or collection's row names, singular and plural, in both languages. */
export const labels = (singular: AdminText, plural: AdminText) => ({ singular, plural })
