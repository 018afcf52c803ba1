/** The uncached page that shows a failed plain post's form again (outside the locale routing). */
export const retryPath = '/formulario'
