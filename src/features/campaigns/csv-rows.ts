/**
 * The text of an uploaded CSV: UTF-16 (Google Ads' "CSV for Excel", with its byte-order mark)
 * or UTF-8, with or without a BOM.
 */
export function decodeCsv(bytes: Uint8Array): string {
  const utf16 =
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes.length > 1 && bytes[1] === 0 && bytes[0] !== 0)
  const text = new TextDecoder(utf16 ? 'utf-16le' : 'utf-8').decode(bytes)
  return text.replace(/^\uFEFF/, '')
}

/** The delimiter of the file: the one of comma, semicolon and tab its busiest line uses most. */
function delimiterOf(text: string): string {
  const lines = text.split(/\r?\n/).slice(0, 20)
  let best = ','
  let most = 0
  for (const delimiter of [',', ';', '\t']) {
    const count = Math.max(0, ...lines.map((line) => line.split(delimiter).length - 1))
    if (count > most) [best, most] = [delimiter, count]
  }
  return best
}

/** The rows of a CSV text, with quoted fields ("1,234.56", "a ""b"""), trimmed cells. */
export function csvRows(text: string): string[][] {
  const delimiter = delimiterOf(text)
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"'
        index += 1
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === delimiter) {
      row.push(cell.trim())
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1
      row.push(cell.trim())
      rows.push(row)
      row = []
      cell = ''
    } else cell += char
  }
  if (cell || row.length) rows.push([...row, cell.trim()])
  return rows.filter((cells) => cells.some(Boolean))
}
