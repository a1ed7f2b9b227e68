/** The voting tables: the tables tab, and each table's acta on its own route (imported directly for its chunk). */
export { TablesTab } from './components/tables-tab'
