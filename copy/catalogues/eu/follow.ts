import type { PortalCatalogue } from '../portal-catalogue'

/** The follow button, on every proposal card. */
export const FOLLOW_TEXTS = {
  follow: 'Jarraitu',
  unfollow: 'Utzi jarraitzeari',
  followLabel: (title) => `Jarraitu «${title}» proposamena`,
  unfollowLabel: (title) => `Utzi «${title}» proposamena jarraitzeari`,
  followed: 'Abisua emango dizugu egoeraz aldatzen denean edo haren gauzatzeak aurrera egiten duenean.',
  unfollowed: 'Ez duzu proposamen honen abisu gehiagorik jasoko.',
  failed: 'Ezin izan da gorde. Saiatu berriro.',
} satisfies PortalCatalogue['FOLLOW_TEXTS']
