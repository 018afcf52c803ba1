/** What other parts of the site may use of engagement letters on the server. */
export { EngagementTemplates } from './templates.collection'
export { Engagements } from './engagements.collection'
export { registerEngagementChannels } from './register'
export { seedEngagementTemplates } from './seed'
export { lexicalFromLines } from './lexical-state'
