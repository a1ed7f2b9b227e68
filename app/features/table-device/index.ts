/** The voting table's device: its one screen, imported directly by its route for its own chunk. */
export { TableScreen } from './components/table-screen'
