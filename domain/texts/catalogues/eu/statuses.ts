/** The names of the statuses, of the channels a proposal arrives by, of the whole city and of a missing district or scope (the data keeps the Spanish keys). */
export const STATUS_LABELS = { pending: 'Aurkeztua', approved: 'Lehenetsia', rejected: 'Baztertua', executed: 'Gauzatua' } as const
