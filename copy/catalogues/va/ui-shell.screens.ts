import type { PortalOverlay } from '../portal-catalogue'
import { SHELL_TEXTS as FIRST_VISIT } from './ui-shell'

/**
 * The rest of ca/ui-shell.ts in its Valencian wording, which a first visit does not show (the server's
 * share description, the forms' note on personal data, the not-found page): it comes with the screens'
 * part, which keeps Valencian's first visit within its budget (decision 0053); until then a list page says
 * those in Catalan's wording. The whole of the first visit's export and these, since a later part replaces
 * a text export it also holds (decision 0074).
 */
export const SHELL_TEXTS = {
  ...FIRST_VISIT,
  siteDescription:
    "Pressupost Participatiu de la ciutat: envia propostes per al teu districte, vota les dels teus veïns i seguix-ne l'execució.",
  dataUse: {
    text: "Les teues dades de contacte les tracta l'Ajuntament només per a gestionar la teua participació i respondre't; no es publiquen ni se cedixen a tercers. Més informació sobre els teus drets als",
  },
  notFound: {
    text: "La pàgina que busques no existix o ha canviat d'adreça.",
    devHint: (path) =>
      `Nota per a desenvolupament: cap ruta d'app/routes/ coincidix amb «${path}». Has oblidat crear el fitxer de la ruta?`,
  },
} satisfies PortalOverlay['SHELL_TEXTS']
