import type { PortalCatalogue } from '../portal-catalogue'

/** The executed projects' figures: the home page's card and the executed projects' page. */
export const IMPACT_TEXTS = {
  summary: (executed, cost, withFinalCost) =>
    executed === 0
      ? 'Encara no hi ha projectes executats.'
      : `${executed} ${executed === 1 ? 'projecte executat' : 'projectes executats'}, amb un cost final de ${cost}${
          withFinalCost < executed ? ` (${withFinalCost} amb el cost final publicat)` : ''
        }.`,
  districts: (names) => `A ${names}.`,
  link: 'Mostra el seguiment dels projectes',
} satisfies PortalCatalogue['IMPACT_TEXTS']
