import { useState } from 'react'
import { TABLE_DEVICE_TEXTS } from '@domain/texts'
import { Button } from '@app/components/ui/button'
import { ConfirmDialog } from '@app/components/ui/confirm-dialog'
import { leave } from '../model/runtime'

const T = TABLE_DEVICE_TEXTS.session

/** Leaves the table once its ballots are all answered, after asking: the device forgets the session. */
export function LeaveTable() {
  const [open, setOpen] = useState(false)
  return (
    <div>
      <Button look="danger-outline" size="touch" block="phone" onClick={() => setOpen(true)}>
        {T.leave}
      </Button>
      <ConfirmDialog
        open={open}
        title={T.leave}
        text={T.leaveConfirm}
        confirmLabel={T.leave}
        danger
        onConfirm={() => void leave().then(() => setOpen(false))}
        onClose={() => setOpen(false)}
      />
    </div>
  )
}
