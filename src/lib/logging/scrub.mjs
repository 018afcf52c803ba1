// What a log line may never hold in full: e-mail addresses, phone numbers and IP addresses are
// cut wherever they appear (an error message quoting a recipient, a provider's answer), so a
// line written by any code, Payload's own included, keeps nobody's contact details. Names and
// messages have no shape to find: no log line of the site writes them (tests/integration/logs).
const email = /[A-Z0-9._%+-]+@([A-Z0-9-]+\.)+[A-Z]{2,}/gi
// Ten to fifteen digits, alone or grouped by spaces, dots, dashes or brackets, not inside a word
// or a hexadecimal id (request ids, hashes).
const phone = /(?<![0-9A-Za-z])\+?\(?\d(?:[\s().-]{0,2}\d){9,14}(?![0-9A-Za-z])/g
const ipv4 = /(?<![\d.])(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}(?![\d.])/g
// Only forms no clock time has: a `::` or at least five groups.
const ipv6 =
  /(?<![\w:.])(?=[0-9a-f:]*::|(?:[0-9a-f]{1,4}:){5})(?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{0,4}(?![\w:])/gi

/**
 * A log line with contact details cut: `[email]`, `[phone]`, the first two octets of an IPv4
 * address, `[ipv6]`.
 * @param {string} line
 */
export function scrubLine(line) {
  return line
    .replace(email, '[email]')
    .replace(ipv4, '$1.$2.x.x')
    .replace(ipv6, '[ipv6]')
    .replace(phone, '[phone]')
}
