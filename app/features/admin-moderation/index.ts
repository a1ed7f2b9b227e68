/** Moderating proposals: the panel's proposals tab with its dialogs (author, edit, assessment, follow-up, history). */
export { ProposalsTab } from './components/proposals-tab'
