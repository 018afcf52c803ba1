/**
 * The admin's components other features render (the campaign report's dashboard): a door of
 * their own, apart from ui.ts, so that no public page reaches Payload's UI through it.
 */
export { LeadDashboard } from './admin/LeadDashboard'
export { Bars } from './admin/Bars'
