/** The administration panel: the tabs that put the admin slices together (docs/decisions/0075). */
export { AdminPanel } from './components/admin-panel'
