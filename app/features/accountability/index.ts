export { accountabilityQuery, resultsPage } from './api/accountability'
export { ImpactSummary } from './components/impact-summary'
