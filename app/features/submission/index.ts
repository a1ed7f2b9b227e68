/** Presenting a proposal: the form and its receipt; its route imports the screen directly for its chunk. */
export { NewProposalScreen } from './new-proposal-screen'
