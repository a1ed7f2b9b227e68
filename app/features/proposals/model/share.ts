import { UI_PROPOSALS } from '@copy'
import type { Feedback } from './vote'
import { languagePath } from '@domain/languages'
import { currentLanguage } from '@copy/localize'

const T = UI_PROPOSALS.share

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'copyFailed' | 'failed'

/** The parts of `navigator` the share flow uses, so that tests can hand in their own. */
export interface ShareDevice {
  share?: (data: ShareData) => Promise<void>
  clipboard?: { writeText: (text: string) => Promise<void> }
}

/** The link shared for a proposal, from cards and the page alike (§2). */
export const proposalUrl = (origin: string, id: number) => `${origin}${languagePath(currentLanguage(), `/proposal/${id}`)}`

/**
 * Native share first; the person closing the share sheet (AbortError) ends it quietly. Any other
 * failure, or a device without native share, falls back to copying the link (§2, §8).
 */
export async function shareProposal(device: ShareDevice, title: string, url: string): Promise<ShareOutcome> {
  if (device.share) {
    try {
      await device.share({ title, text: T.text, url })
      return 'shared'
    } catch (err) {
      if ((err as { name?: string } | null)?.name === 'AbortError') return 'cancelled'
    }
  }
  if (!device.clipboard) return 'failed'
  try {
    await device.clipboard.writeText(url)
    return 'copied'
  } catch {
    return 'copyFailed'
  }
}

/** The toast for an outcome; nothing after a cancel. The full page titles its success 'Compartido'. */
export function shareFeedback(outcome: ShareOutcome, surface: 'card' | 'page'): Feedback | null {
  switch (outcome) {
    case 'cancelled':
      return null
    case 'shared':
      return { title: surface === 'page' ? T.sharedPageTitle : T.sharedTitle, description: T.sharedText, variant: 'default' }
    case 'copied':
      return { title: T.copiedTitle, description: T.copiedText, variant: 'default' }
    case 'copyFailed':
      return { title: T.copyFailedTitle, description: T.copyFailedText, variant: 'destructive' }
    case 'failed':
      return { title: T.failedTitle, description: T.failedText, variant: 'destructive' }
  }
}
