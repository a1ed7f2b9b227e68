import { toast } from '@app/lib/toast'
import { proposalUrl, shareFeedback, shareProposal } from '../model/share'

/** Shares a proposal's page with the device's share sheet, or copies its link (§2, §8). */
export function useShare(surface: 'card' | 'page') {
  return async (proposal: { id: number; title: string }) => {
    const outcome = await shareProposal(navigator, proposal.title, proposalUrl(location.origin, proposal.id))
    const feedback = shareFeedback(outcome, surface)
    if (feedback) toast(feedback)
  }
}
