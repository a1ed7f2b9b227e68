import type { PortalCatalogue } from '../portal-catalogue'

export const COOKIE_TEXTS = {
  title: 'Preferències de galetes',
  open: 'Preferències de galetes',
  tabSummary: 'Resum',
  tabSettings: 'Configuració',
  summary:
    'Aquest portal només fa servir galetes tècniques i de sessió, necessàries perquè funcioni i per recordar les teves preferències. No fem servir galetes de seguiment ni de publicitat.',
  policy: 'Consulta la política de galetes',
  acceptAll: 'Accepta-les totes',
  rejectAll: 'Només les necessàries',
  save: 'Desa les preferències',
  saved: 'Preferències desades',
  saveFailed: "Les teves preferències s'han desat en aquest navegador, però no s'han pogut enviar al servidor.",
  categories: {
    necessary: { label: 'Necessàries', text: 'Imprescindibles per iniciar la sessió i navegar. Sempre actives.' },
    functional: { label: 'Funcionals', text: 'Recorden opcions com els filtres que has triat.' },
    analytics: { label: 'Analítiques', text: 'Ens ajudarien a saber quines pàgines es fan servir més, de manera anònima.' },
    marketing: { label: 'Màrqueting', text: 'Servirien per mostrar continguts personalitzats. Aquest portal no les fa servir.' },
  },
} satisfies PortalCatalogue['COOKIE_TEXTS']
