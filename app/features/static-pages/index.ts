/** The static pages' pieces: their headings and sections, and the accessibility statement with its complaint form. */
export { AccessibilityStatement } from './accessibility-statement'
export { PageHeading, PageSections } from './page-sections'
