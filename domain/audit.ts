/**
 * What the history ('Historial') records: every administrative change, one action each. The worker
 * writes them; the panel and the CSV describe them with the same words.
 */
export const AUDIT_ACTIONS = [
  'proposal.status',
  'proposal.scope',
  'proposal.votes',
  'proposal.data',
  'proposal.delete',
  'proposal.register',
  'user.role',
  'user.delete',
  'config.voting',
  'config.cycle',
  'proposal.assessment',
  'budget.amounts',
  'budget.selection',
  'personal-data.export',
  'personal-data.erase',
  'census.import',
  'user.verification',
  'vote.staff',
  'config.census',
  'accessibility.answer',
  'config.accessibility',
  'milestone.create',
  'milestone.update',
  'milestone.delete',
  'proposal.costs',
  'config.phases',
  'user.unblock',
  'config.languages',
  'user.unverification',
  'config.calendar',
  'table.create',
  'table.join-code',
  'table.close',
  'table.revoke',
  'table.device-revoke',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_TARGETS = ['proposal', 'user', 'config', 'person', 'budget', 'census', 'accessibility', 'table'] as const
export type AuditTarget = (typeof AUDIT_TARGETS)[number]

/** The inline changes a toast can take back; the rest ask for confirmation first. */
export const UNDOABLE_ACTIONS: readonly AuditAction[] = ['proposal.status', 'proposal.scope', 'proposal.votes', 'proposal.assessment']

export const HISTORY_PAGE_SIZE = 20
