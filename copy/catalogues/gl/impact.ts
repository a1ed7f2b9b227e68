import type { PortalCatalogue } from '../portal-catalogue'

/** The executed projects' figures: the home page's card and the executed projects' page. */
export const IMPACT_TEXTS = {
  summary: (executed, cost, withFinalCost) =>
    executed === 0
      ? 'Aínda non hai proxectos executados.'
      : `${executed} ${executed === 1 ? 'proxecto executado' : 'proxectos executados'}, cun custo final de ${cost}${
          withFinalCost < executed ? ` (${withFinalCost} co custo final publicado)` : ''
        }.`,
  districts: (names) => `En ${names}.`,
  link: 'Ver o seguimento dos proxectos',
} satisfies PortalCatalogue['IMPACT_TEXTS']
