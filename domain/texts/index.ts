/**
 * Every Spanish string the product shows, grouped by area. Worker and app import from here, so the
 * spec's exact wording can be checked (and grepped) in one module.
 */
export { SERVER_TEXTS } from './errors'
export { VALIDATION_TEXTS } from './validation'
export { UI_PROPOSALS } from './ui-proposals'
export { SHELL_TEXTS } from './ui-shell'
export { IDENTITY_TEXTS } from './ui-identity'
export { PROVIDER_ERROR_TEXTS } from './provider-errors'
export { AUTH_SCREEN_TEXTS, NEW_PROPOSAL_TEXTS, PROFILE_TEXTS } from './ui-forms'
export { COOKIE_TEXTS } from './ui-cookies'
export { OFFLINE_TEXTS } from './ui-offline'
export { ADMIN_TEXTS } from './ui-admin'
export { HISTORY_TEXTS } from './ui-history'
export { BUDGET_TERMS_PAGE, CONTACT_PAGE, LEGAL_PAGE } from './ui-static-pages'
export { CHANNEL_TEXTS } from './ui-channels'
export { POSTER_TEXTS } from './ui-poster'
export { RESULTS_TEXTS } from './ui-results'
export { OPEN_DATA_TEXTS } from './open-data'
export { NOTICE_MESSAGES, NOTICE_TEXTS } from './ui-notices'
export { BUDGET_TEXTS, BUDGET_VALIDATION } from './budget'
export { CENSUS_ADMIN_TEXTS, CENSUS_ERRORS, CENSUS_REJECTIONS } from './census'
export { LAB_TEXTS, PB_ERROR_TEXTS } from './selection'
