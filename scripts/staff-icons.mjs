// Writes the staff admin's Home Screen icons (public/staff-icon-*.png): a bell on the firm's
// navy, drawn here so nothing is downloaded. Run: node scripts/staff-icons.mjs
import fs from 'node:fs'
import zlib from 'node:zlib'

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes) => {
  let c = 0xffffffff
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** Navy square, white bell (a dome, a rim and a clapper), in size × size pixels. */
function pixel(x, y) {
  const [u, v] = [x - 0.5, y - 0.5]
  const dome = v > -0.28 && v < 0.14 && Math.abs(u) < 0.1 + 0.5 * (v + 0.28) ** 0.9 * 0.55
  const top = u * u + (v + 0.28) ** 2 < 0.012
  const rim = v >= 0.14 && v < 0.2 && Math.abs(u) < 0.3
  const clapper = u * u + (v - 0.26) ** 2 < 0.004
  return dome || top || rim || clapper ? [255, 255, 255] : [31, 42, 68]
}

function png(size) {
  const rows = []
  for (let y = 0; y < size; y++) {
    const row = [0]
    for (let x = 0; x < size; x++) row.push(...pixel(x / size, y / size))
    rows.push(Buffer.from(row))
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

for (const size of [180, 192, 512]) fs.writeFileSync(`public/staff-icon-${size}.png`, png(size))
