import { Link } from '@tanstack/react-router'
import { ACCESSIBILITY_TEXTS, ADMIN_TEXTS, BUDGET_TEXTS, CHANNEL_TEXTS, HISTORY_TEXTS, LAB_TEXTS, TABLE_ADMIN_TEXTS } from '@copy'
import { Tabs } from '@app/components/ui/tabs'
import { useDocumentTitle } from '@app/lib/document-title'
import { AccessibilityTab, ConfigTab } from '@app/features/admin-settings'
import { HistoryTab } from '@app/features/admin-history'
import { ProposalsTab } from '@app/features/admin-moderation'
import { SelectionLab, SelectionTab } from '@app/features/admin-budget'
import { TablesTab } from '@app/features/admin-tables'
import { UsersTab } from '@app/features/admin-users'

/** 'Panel de Administración' (§2): Propuestas, Usuarios, Configuración, and the history of changes. */
export function AdminPanel() {
  useDocumentTitle(ADMIN_TEXTS.title)
  const T = ADMIN_TEXTS.tabs
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{ADMIN_TEXTS.title}</h1>
      <p className="mt-1 text-slate-700">{ADMIN_TEXTS.intro}</p>
      <Link to="/admin/registrar" className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-4">
        {CHANNEL_TEXTS.register.adminLink}
      </Link>
      <Tabs
        look="line"
        className="mt-6"
        tabs={[
          { label: T.proposals, panel: <ProposalsTab /> },
          { label: T.users, panel: <UsersTab /> },
          { label: T.config, panel: <ConfigTab /> },
          { label: BUDGET_TEXTS.admin.tab, panel: <SelectionTab /> },
          { label: TABLE_ADMIN_TEXTS.tab, panel: <TablesTab /> },
          { label: HISTORY_TEXTS.open, panel: <HistoryTab /> },
          { label: LAB_TEXTS.tab, panel: <SelectionLab /> },
          { label: ACCESSIBILITY_TEXTS.admin.tab, panel: <AccessibilityTab /> },
        ]}
      />
    </div>
  )
}
