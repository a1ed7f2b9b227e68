import type { SealedBallot } from '@domain/table-ballot'

/** A proposal as the table's list shows it: the number printed on the paper ballots. */
export interface TableProposal {
  id: number
  number: number
  title: string
  district: string
  votable: boolean
}

/** What the device keeps after joining, so that the table works with no signal from then on. */
export interface TableSession {
  device: { id: number; label: string; token: string }
  table: {
    id: number
    place: string
    district: string | null
    day: string
    opens: string
    closes: string
    volunteers: string[]
    receiptPrefix: string
    publicKey: string
  }
  proposals: TableProposal[]
}

/**
 * waiting: never answered; pending: the Worker was still judging it (sent again later); the others are
 * the Worker's answer, after which the sealed ballot is deleted.
 */
type BallotStatus = 'waiting' | 'pending' | 'counted' | 'partly' | 'refused'

export interface ProposalAnswer {
  proposalId: number
  counted: boolean
  code?: string
  message?: string
}

/** One ballot or coupon on the device: sealed until acknowledged, then only its receipt and answer. */
export interface QueuedBallot {
  key: string
  seq: number
  takenAt: string
  kind: 'ballot' | 'coupon'
  receipt: string
  /** For the tally: which proposals, by number and title (never who). */
  proposals: { id: number; number: number; title: string }[]
  sealed: SealedBallot | null
  status: BallotStatus
  /** The Worker's reason for a refusal (or for the refused proposals of a ballot counted in part). */
  reason?: string
  answers?: ProposalAnswer[]
}

/** The form's draft: only the chosen proposals (never the document nor the birth date). */
export interface TableDraft {
  proposalIds: number[]
}
