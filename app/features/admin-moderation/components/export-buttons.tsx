import { useState } from 'react'
import { ADMIN_TEXTS } from '@copy'
import { errorMessage } from '@app/lib/api'
import { saveFile } from '@app/lib/save-file'
import { toast } from '@app/lib/toast'
import { downloadProposalsCsv, proposalExportRows } from '../api/moderation-api'
import { exportFileName, type tableQuery } from '../model/admin-proposals'
import { Button } from '@app/components/ui/button'

const T = ADMIN_TEXTS

/**
 * CSV and Excel of every proposal the table's filters keep (all pages), in its order, with the §3
 * columns and the votes by channel. The server streams both; the Excel book is written here from the
 * rows (decision 0047).
 */
export function ExportButtons({ query, disabled }: { query: ReturnType<typeof tableQuery>; disabled: boolean }) {
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null)

  async function exportCsv() {
    setBusy('csv')
    try {
      saveFile(await downloadProposalsCsv(query), exportFileName('csv'))
    } catch (error) {
      toast({ title: errorMessage(error, T.loadFailed), variant: 'destructive' })
    } finally {
      setBusy(null)
    }
  }

  async function exportExcel() {
    setBusy('xlsx')
    try {
      // Loaded only now: the Excel writer is ~20 KB gzip that most visits never need.
      const [{ default: writeXlsxFile }, rows] = await Promise.all([import('write-excel-file/browser'), proposalExportRows(query)])
      const header = T.exportHeader.map((value) => ({ value, fontWeight: 'bold' as const }))
      const blob = await writeXlsxFile([header, ...rows], {
        sheet: T.sheetName,
        // The §3 columns, the channel and the assessment, then the votes by channel.
        columns: [8, 40, 60, 14, 16, 26, 8, 18, 30, 24, 16, ...T.exportHeader.slice(11).map(() => 14)].map((width) => ({ width })),
      }).toBlob()
      saveFile(blob, exportFileName('xlsx'))
    } catch {
      toast({ title: T.excelFailed, variant: 'destructive' })
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={exportCsv} disabled={disabled || busy !== null}>
        {busy === 'csv' ? T.exporting : T.exportCsv}
      </Button>
      <Button onClick={exportExcel} disabled={disabled || busy !== null}>
        {busy === 'xlsx' ? T.exporting : T.exportExcel}
      </Button>
    </div>
  )
}
