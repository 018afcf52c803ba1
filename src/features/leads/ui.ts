/** The components other features render: the only way in besides index.ts. */
export { BesideLeadForm } from './components/BesideLeadForm'
export { LeadForm } from './components/LeadForm'
export { EvaluationSteps } from './components/EvaluationSteps'
export { WhatHappensNext } from './components/WhatHappensNext'
export { LeadDashboard } from './admin/LeadDashboard'
export { Bars } from './admin/Bars'
