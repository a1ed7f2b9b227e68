import type { PortalCatalogue } from '../portal-catalogue'

/** The executed projects' figures: the home page's card and the executed projects' page. */
export const IMPACT_TEXTS = {
  summary: (executed, cost, withFinalCost) =>
    executed === 0
      ? 'Oraindik ez dago gauzatutako proiekturik.'
      : `${executed === 1 ? 'Gauzatutako proiektu 1' : `Gauzatutako ${executed} proiektu`}; azken kostua, guztira: ${cost}${
          withFinalCost < executed ? ` (${withFinalCost} proiekturen azken kostua argitaratuta)` : ''
        }.`,
  districts: (names) => `Barruti hauetan: ${names}.`,
  link: 'Ikusi proiektuen jarraipena',
} satisfies PortalCatalogue['IMPACT_TEXTS']
