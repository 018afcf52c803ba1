// The browser tier's workers and their servers: worker n (Playwright's parallelIndex) talks to
// the server on E2E_PORT + n, whose database is tests/.tmp/e2e-n.db (e2e-server.mjs).
export const e2eWorkers = Number(process.env.E2E_WORKERS || 2)
const firstPort = Number(process.env.E2E_PORT || 3210)

/** @param {number} worker */
export const e2ePort = (worker) => firstPort + worker

/** @param {number} worker */
export const e2eOrigin = (worker) => `http://127.0.0.1:${e2ePort(worker)}`
