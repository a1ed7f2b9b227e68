import type { PortalCatalogue } from '../portal-catalogue'
import * as acta from './acta'
import * as budget from './budget'
import * as budgetLabels from './budget-labels'
import * as calendarForm from './calendar-form'
import * as census from './census'
import * as censusAdmin from './census.admin'
import * as censusRefusals from './census-refusals'
import * as channelLabels from './channel-labels'
import * as cycle from './cycle'
import * as cycleRefusals from './cycle-refusals'
import * as dates from './dates'
import * as districtScopeLabels from './district-scope-labels'
import * as errors from './errors'
import * as errorsWorker from './errors.worker'
import * as follow from './follow'
import * as impact from './impact'
import * as manifest from './manifest'
import * as noticeKindLabels from './notice-kind-labels'
import * as openData from './open-data'
import * as phaseNames from './phase-names'
import * as proposalColumns from './proposal-columns'
import * as providerErrors from './provider-errors'
import * as selection from './selection'
import * as signOut from './sign-out'
import * as statuses from './statuses'
import * as tables from './tables'
import * as uiAccessibility from './ui-accessibility'
import * as uiAdmin from './ui-admin'
import * as uiChannels from './ui-channels'
import * as uiCookies from './ui-cookies'
import * as uiFollowUp from './ui-follow-up'
import * as uiForms from './ui-forms'
import * as uiHistory from './ui-history'
import * as uiIdentity from './ui-identity'
import * as uiLanguages from './ui-languages'
import * as uiLanguagesSettings from './ui-languages-settings'
import * as uiNotices from './ui-notices'
import * as uiNoticesWorker from './ui-notices.worker'
import * as uiOffline from './ui-offline'
import * as uiPoster from './ui-poster'
import * as uiProposals from './ui-proposals'
import * as uiResults from './ui-results'
import * as uiShell from './ui-shell'
import * as uiStaticPages from './ui-static-pages'
import * as uiTableDevice from './ui-table-device'
import * as uiTablesAdmin from './ui-tables-admin'
import * as validation from './validation'

/** Basque, whole: what the Worker and the catalogue test read; the browser loads it in parts (parts.ts). */
export const EU: PortalCatalogue = {
  ...acta,
  ...budget,
  ...budgetLabels,
  ...calendarForm,
  ...census,
  ...censusAdmin,
  ...censusRefusals,
  ...channelLabels,
  ...cycle,
  ...cycleRefusals,
  ...dates,
  ...districtScopeLabels,
  ...errors,
  ...errorsWorker,
  ...follow,
  ...impact,
  ...manifest,
  ...noticeKindLabels,
  ...openData,
  ...phaseNames,
  ...proposalColumns,
  ...providerErrors,
  ...selection,
  ...signOut,
  ...statuses,
  ...tables,
  ...uiAccessibility,
  ...uiAdmin,
  ...uiChannels,
  ...uiCookies,
  ...uiFollowUp,
  ...uiForms,
  ...uiHistory,
  ...uiIdentity,
  ...uiLanguages,
  ...uiLanguagesSettings,
  ...uiNotices,
  ...uiNoticesWorker,
  ...uiOffline,
  ...uiPoster,
  ...uiProposals,
  ...uiResults,
  ...uiShell,
  ...uiStaticPages,
  ...uiTableDevice,
  ...uiTablesAdmin,
  ...validation,
}
