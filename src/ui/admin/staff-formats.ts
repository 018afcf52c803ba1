/** Money (US dollars) and times as the staff panels show them, in the admin's language and the firm's zone. */
export function staffFormats(language: string, timeZone: string) {
  return {
    money: new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }),
    time: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
  }
}
