import type { Locale } from '@/i18n/routing'

/** ISO 3166-1 alpha-2 codes of the countries a visitor may name (their names come from Intl). */
const codes = (
  'AF AL DZ AD AO AG AR AM AU AT AZ BS BH BD BB BY BE BZ BJ BT BO BA BW BR BN BG BF BI CV KH CM ' +
  'CA CF TD CL CN CO KM CG CD CR CI HR CU CY CZ DK DJ DM DO EC EG SV GQ ER EE SZ ET FJ FI FR GA ' +
  'GM GE DE GH GR GD GT GN GW GY HT HN HK HU IS IN ID IR IQ IE IL IT JM JP JO KZ KE KI KP KR XK ' +
  'KW KG LA LV LB LS LR LY LI LT LU MO MG MW MY MV ML MT MH MR MU MX FM MD MC MN ME MA MZ MM NA ' +
  'NR NP NL NZ NI NE NG MK NO OM PK PW PS PA PG PY PE PH PL PT PR QA RO RU RW KN LC VC WS SM ST ' +
  'SA SN RS SC SL SG SK SI SB SO ZA SS ES LK SD SR SE CH SY TW TJ TZ TH TL TG TO TT TN TR TM TV ' +
  'UG UA AE GB US UY UZ VU VA VE VN YE ZM ZW'
).split(' ')

const known = new Set(codes)

export const isCountry = (value: string) => known.has(value)

/** The countries in the visitor's language, in its alphabetical order. */
export function countryOptions(locale: Locale): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

export const countryName = (code: string, locale: Locale) =>
  new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
