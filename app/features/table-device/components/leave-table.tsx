import { useState } from 'react'
import { SHELL_TEXTS, TABLE_DEVICE_TEXTS } from '@copy'
import { Button } from '@app/components/ui/button'
import { leave } from '../model/runtime'

const T = TABLE_DEVICE_TEXTS.session

/**
 * Leaves the table once its ballots are all answered, after saying what that forgets. Asked in place
 * rather than in a dialog: the table's screens then share no chunk with the admin's dialogs, and a first
 * visit's code names one file fewer.
 */
export function LeaveTable() {
  const [asking, setAsking] = useState(false)
  if (!asking)
    return (
      <div>
        <Button look="danger-outline" size="touch" block="phone" onClick={() => setAsking(true)}>
          {T.leave}
        </Button>
      </div>
    )
  return (
    <fieldset className="grid gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
      <legend className="text-slate-900">{T.leaveConfirm}</legend>
      <div className="flex flex-wrap gap-2">
        <Button look="danger" size="touch" onClick={() => void leave()}>
          {T.leave}
        </Button>
        <Button size="touch" onClick={() => setAsking(false)}>
          {SHELL_TEXTS.dialog.cancel}
        </Button>
      </div>
    </fieldset>
  )
}
