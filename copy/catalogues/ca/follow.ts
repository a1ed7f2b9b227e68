import type { PortalCatalogue } from '../portal-catalogue'

/** The follow button, on every proposal card. */
export const FOLLOW_TEXTS = {
  follow: 'Segueix',
  unfollow: 'Deixa de seguir',
  followLabel: (title) => `Segueix la proposta «${title}»`,
  unfollowLabel: (title) => `Deixa de seguir la proposta «${title}»`,
  followed: "T'avisarem quan canviï d'estat o avanci la seva execució.",
  unfollowed: "Ja no rebràs avisos d'aquesta proposta.",
  failed: "No s'ha pogut desar. Torna-ho a provar.",
} satisfies PortalCatalogue['FOLLOW_TEXTS']
