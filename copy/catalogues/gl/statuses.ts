/** The names of the statuses (the data keeps the Spanish keys). */
export const STATUS_LABELS = { pending: 'Presentada', approved: 'Priorizada', rejected: 'Rexeitada', executed: 'Executada' } as const
