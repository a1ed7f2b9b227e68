/** The council's settings (switches, census rules, languages, diagnostics) and the accessibility requests. */
export { AccessibilityTab } from './components/accessibility-tab'
export { ConfigTab } from './components/config-tab'
