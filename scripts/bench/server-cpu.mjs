import fs from 'node:fs'

/**
 * CPU time the server process has used, in ms (Linux's /proc; null elsewhere or for BENCH_URL).
 * Per request, it is the server's own cost whatever share of the 2 cores the client takes.
 */
export function serverCpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}
