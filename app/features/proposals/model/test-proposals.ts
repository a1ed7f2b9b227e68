import type { ProposalView } from './proposal'

let nextId = 1
/** A public proposal with sensible defaults; tests name only what they are about. */
export function makeProposal(over: Partial<ProposalView> = {}): ProposalView {
  return {
    id: nextId++,
    title: 'Más bancos en el parque',
    description: 'Poner bancos a la sombra para las personas mayores del barrio.',
    photoBig: null,
    photoThumb: null,
    status: 'pending',
    votes: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    district: 'Centro',
    scope: 'Urbanismo y obras',
    approvedAt: null,
    executedAt: null,
    rejectedAt: null,
    feasibility: 'pending',
    assessedAt: null,
    assessment: null,
    ...over,
  }
}
