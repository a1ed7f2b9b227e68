import type { PortalCatalogue } from '../portal-catalogue'

/** The follow button, on every proposal card. */
export const FOLLOW_TEXTS = {
  follow: 'Jarraitu',
  unfollow: 'Utzi jarraitzeari',
  followLabel: (title) => `Jarraitu «${title}» proposamena`,
  // The button's visible words first and whole, as in every language (WCAG 2.5.3, label in name).
  unfollowLabel: (title) => `Utzi jarraitzeari: «${title}» proposamena`,
  followed: 'Abisua emango dizugu egoeraz aldatzen denean edo haren gauzatzeak aurrera egiten duenean.',
  unfollowed: 'Ez duzu proposamen honen abisu gehiagorik jasoko.',
  failed: 'Ezin izan da gorde. Saiatu berriro.',
} satisfies PortalCatalogue['FOLLOW_TEXTS']
