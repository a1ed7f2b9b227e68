import { useState } from 'react'
import { toCsv } from '@domain/csv'
import { ADMIN_TEXTS } from '@domain/texts'
import { saveFile } from '@app/lib/save-file'
import { toast } from '@app/lib/toast'
import { exportFileName, exportRows, type AdminProposalRow } from '../model/admin-proposals'
import { Button } from '@app/components/ui/button'

const T = ADMIN_TEXTS

/** CSV and Excel of the rows the table currently shows (all pages), with the §3 columns. */
export function ExportButtons({ rows }: { rows: readonly AdminProposalRow[] }) {
  const [busy, setBusy] = useState(false)

  function exportCsv() {
    saveFile(new Blob([toCsv(T.exportHeader, exportRows(rows))], { type: 'text/csv;charset=utf-8' }), exportFileName('csv'))
  }

  async function exportExcel() {
    setBusy(true)
    try {
      // Loaded only now: the Excel writer is ~20 KB gzip that most visits never need.
      const { default: writeXlsxFile } = await import('write-excel-file/browser')
      const header = T.exportHeader.map((value) => ({ value, fontWeight: 'bold' as const }))
      const blob = await writeXlsxFile([header, ...exportRows(rows)], {
        sheet: T.sheetName,
        columns: [
          { width: 8 },
          { width: 40 },
          { width: 60 },
          { width: 14 },
          { width: 16 },
          { width: 26 },
          { width: 8 },
          { width: 18 },
          { width: 30 },
          { width: 24 },
          { width: 16 },
        ],
      }).toBlob()
      saveFile(blob, exportFileName('xlsx'))
    } catch {
      toast({ title: T.excelFailed, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={exportCsv} disabled={!rows.length}>
        {T.exportCsv}
      </Button>
      <Button onClick={exportExcel} disabled={!rows.length || busy}>
        {busy ? T.exporting : T.exportExcel}
      </Button>
    </div>
  )
}
