/** What other features may use of the proposals feature (docs/architecture.md). */
export {
  proposalQuery,
  proposalsQuery,
  replaceCachedProposal,
  type FreshProposal,
  type Proposal,
  type ProposalDetail,
} from './api/proposals'
export { StageDate } from './components/stage-date'
export { foldText } from './model/filters'
export { SimilarProposals } from './components/similar-proposals'
