import type { PortalOverlay } from '../portal-catalogue'

export const FOLLOW_UP_TEXTS = {
  edit: 'Corregix',
  editOf: (phase, date) => `Corregix la fita «${phase}» del ${date}`,
  removeTitle: 'Vols retirar esta fita?',
  published: 'Fita publicada. Les persones que seguixen la proposta rebran un avís.',
  executedText: (title) =>
    `L'última fita de «${title}» arriba al 100 %. Si l'obra està acabada, marca-la com a Executada: es datarà avui i s'avisarà qui la seguix.`,
  noProposals: 'No hi ha propostes seleccionades que coincidisquen amb els filtres.',
  openDataText: 'Les mateixes xifres de tots els anys, per a reutilitzar-les lliurement.',
} satisfies PortalOverlay['FOLLOW_UP_TEXTS']
