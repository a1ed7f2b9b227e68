import { useEffect, useRef } from 'react'
import { TABLE_DEVICE_TEXTS } from '@copy'
import { Button } from '@app/components/ui/button'
import type { QueuedBallot } from '../model/types'

const T = TABLE_DEVICE_TEXTS.receipt

/** The ballot's receipt, large enough to photograph, until the volunteer moves on to the next person. */
export function ReceiptCard({ ballot, onNext }: { ballot: QueuedBallot; onNext: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // Focus moves to the receipt, so a screen reader reads it out after saving.
  useEffect(() => heading.current?.focus(), [])
  return (
    <section aria-labelledby="table-receipt-title" className="grid gap-4 rounded-lg border-4 border-brand-700 p-5 text-center">
      <h3 id="table-receipt-title" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
        {T.title}
      </h3>
      <p data-testid="table-receipt" className="font-mono text-3xl font-bold tracking-wide break-all text-slate-900">
        {ballot.receipt}
      </p>
      <p className="font-semibold text-amber-900">{T.pending}</p>
      <p className="text-slate-700">{T.text}</p>
      <div>
        <Button look="primary" size="lg" block="phone" onClick={onNext}>
          {T.next}
        </Button>
      </div>
    </section>
  )
}
