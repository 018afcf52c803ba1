// Debian's Chromium as the browser tests and `bench:lighthouse` launch it (DESIGN.md section 8):
// no sandbox in containers, and nothing that reaches the network on its own.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
