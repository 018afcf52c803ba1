/**
 * What other features' pages render: the office hours, and the cached read behind them. Kept out
 * of index.ts because it opens the Payload client, and collections (which the Payload config
 * imports) read index.ts: through it they would import the config back.
 */
export { OfficeHours } from './components/OfficeHours'
export { getOfficeHours } from './office-hours-query'
