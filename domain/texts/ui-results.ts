import { PROPOSAL_COLUMNS } from './proposal-columns'

/** The public results page, and the links to it that every page carries. */
export const RESULTS_TEXTS = {
  title: 'Resultados del Presupuesto Participativo',
  intro: 'Cuántas propuestas se han presentado, priorizado y ejecutado en cada distrito y ámbito, y cuántos votos han recibido.',
  homeLink: 'Ver los resultados',
  homeText: 'Las cifras del proceso por distrito y por ámbito, con datos abiertos para descargar.',
  footerLink: 'Resultados',
  year: 'Año',
  allYears: 'Todos los años',
  loading: 'Cargando resultados...',
  failure: 'No se han podido cargar los resultados.',
  totalsTitle: 'En cifras',
  measures: {
    presented: 'Presentadas',
    prioritised: 'Priorizadas',
    executed: 'Ejecutadas',
    votes: 'Votos',
  },
  byDistrict: 'Por distrito',
  byScope: 'Por ámbito',
  district: 'Distrito',
  scope: 'Ámbito',
  chartTitle: (measure: string, group: string) => `${measure} ${group.toLowerCase()}`,
  tableCaption: (group: string) => `Cifras ${group.toLowerCase()}`,
  empty: 'No hay propuestas en este periodo.',
  topTitle: 'Las propuestas más votadas',
  openData: 'Datos abiertos',
  openDataText: 'Los campos públicos de todas las propuestas, sin datos personales, para reutilizarlos libremente.',
  csv: 'Descargar CSV',
  json: 'Descargar JSON',
  /** The open-data CSV's columns (GET /api/open-data/proposals.csv), in the order the Worker writes them. */
  openDataHeader: [...PROPOSAL_COLUMNS, 'Fecha de Priorización', 'Fecha de Ejecución', 'Canal'] as const,
  openDataFileName: (ext: 'csv' | 'json') => `propuestas-datos-abiertos.${ext}`,
} as const
