import type { NextRequest } from 'next/server'
import { bookingPagePath } from './booking-view'
import { localeOf, seeOther } from './request'

export const pickerPath = '/api/booking/picker'

/**
 * The picker's former address (the thank-you page's plain form in pages cached before): the
 * booking page in the site's layout, which reads the lead's token from the cookie itself.
 */
export function handlePicker(request: NextRequest) {
  const params = new URLSearchParams(request.nextUrl.searchParams)
  const locale = localeOf(params.get('lang'))
  params.delete('lang')
  const query = params.size ? `?${params}` : ''
  return seeOther(`${bookingPagePath(locale)}${query}`)
}
