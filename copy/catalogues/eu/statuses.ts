/** The names of the statuses (the data keeps the Spanish keys). */
export const STATUS_LABELS = { pending: 'Aurkeztua', approved: 'Lehenetsia', rejected: 'Baztertua', executed: 'Gauzatua' } as const
