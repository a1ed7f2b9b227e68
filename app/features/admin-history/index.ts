/** The record of administrative changes: the history tab, and one proposal's history for the proposals tab. */
export { HistoryTab, ProposalHistoryDialog } from './components/history-list'
