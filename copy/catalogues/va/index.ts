import type { PortalOverlay } from '../portal-catalogue'
import * as acta from './acta'
import * as budget from './budget'
import * as census from './census'
import * as censusAdmin from './census.admin'
import * as censusRefusals from './census-refusals'
import * as channelLabels from './channel-labels'
import * as dates from './dates'
import * as districtScopeLabels from './district-scope-labels'
import * as errors from './errors'
import * as errorsWorker from './errors.worker'
import * as follow from './follow'
import * as followScreens from './follow.screens'
import * as manifest from './manifest'
import * as providerErrors from './provider-errors'
import * as selection from './selection'
import * as uiAccessibility from './ui-accessibility'
import * as uiAdmin from './ui-admin'
import * as uiChannels from './ui-channels'
import * as uiCookies from './ui-cookies'
import * as uiFollowUp from './ui-follow-up'
import * as uiForms from './ui-forms'
import * as uiHistory from './ui-history'
import * as uiIdentity from './ui-identity'
import * as uiLanguagesScreens from './ui-languages.screens'
import * as uiLanguagesSettings from './ui-languages-settings'
import * as uiNotices from './ui-notices'
import * as uiNoticesWorker from './ui-notices.worker'
import * as uiOffline from './ui-offline'
import * as uiOfflineScreens from './ui-offline.screens'
import * as uiPoster from './ui-poster'
import * as uiProposals from './ui-proposals'
import * as uiProposalsScreens from './ui-proposals.screens'
import * as uiResults from './ui-results'
import * as uiShell from './ui-shell'
import * as uiShellScreens from './ui-shell.screens'
import * as uiStaticPages from './ui-static-pages'
import * as uiTableDevice from './ui-table-device'
import * as uiTablesAdmin from './ui-tables-admin'
import * as validation from './validation'

/**
 * Valencian (docs/decisions/0053): only the texts whose wording in the Acadèmia Valenciana de la Llengua's
 * norms differs from the Catalan catalogue's (este, seguix, la teua, que siga, per a + infinitive, servici,
 * ix; the list is in the decision), read over Catalan's, which says the rest: each file overlays the
 * Catalan file of the same name, by key (a list's items by their place). The browser loads each part with
 * Catalan's same part (parts.ts). A council in Valencia's language service reviews only these.
 */
export const VA: PortalOverlay = {
  ...acta,
  ...budget,
  ...census,
  ...censusAdmin,
  ...censusRefusals,
  ...channelLabels,
  ...dates,
  ...districtScopeLabels,
  ...errors,
  ...errorsWorker,
  ...follow,
  ...followScreens,
  ...manifest,
  ...providerErrors,
  ...selection,
  ...uiAccessibility,
  ...uiAdmin,
  ...uiChannels,
  ...uiCookies,
  ...uiFollowUp,
  ...uiForms,
  ...uiHistory,
  ...uiIdentity,
  ...uiLanguagesScreens,
  ...uiLanguagesSettings,
  ...uiNotices,
  ...uiNoticesWorker,
  ...uiOffline,
  ...uiOfflineScreens,
  ...uiPoster,
  ...uiProposals,
  ...uiProposalsScreens,
  ...uiResults,
  ...uiShell,
  ...uiShellScreens,
  ...uiStaticPages,
  ...uiTableDevice,
  ...uiTablesAdmin,
  ...validation,
}
