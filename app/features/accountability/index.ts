export { accountabilityQuery } from './api/accountability'
export { ImpactSummary } from './components/impact-summary'
