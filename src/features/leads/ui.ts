/**
 * The components public pages render: the only way in besides index.ts and staff-ui.ts. Nothing
 * of the admin here: whatever a page reaches through this door lands in its client bundle, and
 * the admin's views bring Payload's UI (about 460 KB compressed) with them.
 */
export { BesideLeadForm } from './components/BesideLeadForm'
export { LeadForm } from './components/LeadForm'
export { EvaluationSteps } from './components/EvaluationSteps'
export { WhatHappensNext } from './components/WhatHappensNext'
