import type { QueryClient } from '@tanstack/react-query'
import { queryKeys } from './query-keys'

const K = queryKeys

/**
 * What each change makes stale, in one place. Queries never go stale on their own (§7,
 * query-client.ts): a screen shows what it first read until a change says otherwise, so a change
 * missing a key here leaves, say, /resultados with the old figures for the rest of the session. Each
 * entry names the prefixes whose answers the server computes from what the change wrote; a
 * mutation that also has the fresh record in hand puts it into the caches itself before this. Every
 * mutation that writes the portal's data names its change here, even one whose answer is all that moved
 * (an empty list): the decision is then read in this map, not in the mutation. Mutations that only read
 * (a receipt's check, a laboratory job) or act at the identity provider (a reset e-mail) have none. The
 * one invalidation elsewhere is main.tsx's: what the device restored is read again once, no change
 * involved.
 */
const STALE_AFTER = {
  /** A vote on the web or with the census: the proposal's count is set from the answer; the totals move. */
  vote: [K.everyResults],
  /** Following a proposal: the answer says whether one follows, which is all that the list of follows holds. */
  follow: [],
  /** The person's own profile, notices read, notice settings, cookie choice: each answer is the whole record. */
  ownRecord: [],
  /** An accessibility request: the council's list, when the sender is an administrator looking at it. */
  accessibilityRequested: [K.accessibilityRequests],
  /** A proposal sent or brought in on paper: the lists, the totals and the admin table. */
  proposalAdded: [K.proposals, K.myProposals, K.everyResults, K.everyAdminProposal],
  /**
   * An administrator's change of one proposal (status, scope, votes, data, assessment, an undo): what
   * counts statuses, votes and costs, the headings' candidates, and the admin table, whose rows already
   * show the fresh record but whose order and filters the server decides.
   */
  proposalChanged: [K.everyResults, K.everyAccountability, K.everyBudget, K.everySelection, K.everyAdminProposal, K.everyHistory],
  /**
   * A deleted proposal (its opened answer is dropped, not marked: read again it would be a 404) also
   * leaves the lists of its author's proposals.
   */
  proposalDeleted: [K.everyResults, K.everyAccountability, K.everyBudget, K.everySelection, K.everyAdminProposal, K.everyHistory, K.users],
  /** A milestone: the proposal's page, /seguimiento and the history. */
  milestone: [K.everyProposal, K.everyAccountability, K.everyHistory],
  /** The works' awarded and final costs: a milestone's screens and the admin table's cost columns. */
  costs: [K.everyProposal, K.everyAccountability, K.everyAdminProposal, K.everyHistory],
  /** Paper ballots counted by staff: every count of votes. */
  paperVotes: [K.proposals, K.everyProposal, K.everyAdminProposal, K.everyResults, K.everyHistory],
  /** A heading's confirmed selection approves proposals: statuses, money, results, accountability. */
  selectionConfirmed: [
    K.proposals,
    K.everyProposal,
    K.everyAdminProposal,
    K.everyResults,
    K.everyAccountability,
    K.everyBudget,
    K.everySelection,
    K.everyHistory,
  ],
  /** A year's money: the previews distribute it, /seguimiento shows it. */
  budget: [K.everyBudget, K.everyAccountability, K.everySelection, K.everyHistory],
  /** A setting: the cycle's year may have moved, and with it the money and the accountability on show. */
  config: [K.systemConfig, K.everyBudget, K.everyAccountability, K.everyHistory],
  /** The calendar or its next phase: the answer is the public record; the admin record and the history are asked again. */
  calendar: [K.adminSystemConfig, K.everyHistory],
  /**
   * A census rule: opening census channels holds the votes of unverified accounts (decision 0065), so
   * every count of votes moves too.
   */
  censusRules: [K.systemConfig, K.proposals, K.everyProposal, K.everyAdminProposal, K.everyResults, K.everySelection, K.everyHistory],
  /** The milestones' phases: /seguimiento and the proposals' milestones name them. */
  phases: [K.everyBudget, K.everyAccountability, K.everyProposal, K.everyHistory],
  /** An account deleted: its proposals are orphaned (the author dialogs ask again); its identity is blocked. */
  userDeleted: [K.everyProposal, K.blockedIdentities, K.everyHistory],
  /** A role given or taken: the users' list has the fresh row; the history records it. */
  roleChanged: [K.everyHistory],
  unblocked: [K.blockedIdentities, K.everyHistory],
  /** A census file sent: its import's progress, and the history that records it. */
  censusUploaded: [K.census, K.everyHistory],
  /** A verification: the person's held votes count again and a double vote goes (decision 0065), so the counts move. */
  verifiedMyself: [K.user, K.proposals, K.everyProposal, K.everyResults],
  verifiedUser: [K.users, K.proposals, K.everyProposal, K.everyAdminProposal, K.everyResults],
  /** A verification taken back: the user's row and the history that records it. */
  unboundUser: [K.users, K.everyHistory],
  accessibilityAnswered: [K.everyHistory],
  /** A neighbourhood table opened, given a new code, closed or revoked, or one of its devices revoked: the tables' list and their actas. */
  voteTable: [K.voteTables],
} satisfies Record<string, readonly (() => readonly unknown[])[]>

export type Change = keyof typeof STALE_AFTER

/** Marks stale what `change` made stale: the queries on screen are read again, the others when next shown. */
export function markStale(client: QueryClient, change: Change) {
  return Promise.all(STALE_AFTER[change].map((key) => client.invalidateQueries({ queryKey: key() })))
}

/** A proposal deleted: its page and what hangs off it leave the caches, and what it counted in goes stale. */
export function markDeleted(client: QueryClient, proposalId: number) {
  client.removeQueries({ queryKey: queryKeys.proposal(proposalId) })
  return markStale(client, 'proposalDeleted')
}
