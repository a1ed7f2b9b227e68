/** The census the council uploads; its card sits in the settings tab. */
export { CensusCard } from './components/census-card'
