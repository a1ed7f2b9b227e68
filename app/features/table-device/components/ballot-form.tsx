import { useEffect, useState, type FormEvent } from 'react'
import { randomCode } from '@domain/receipt-code'
import { PlainBallotSchema } from '@schemas'
import { TABLE_DEVICE_TEXTS } from '@copy'
import { Button } from '@app/components/ui/button'
import { CensusCheckFields } from '@app/features/census'
import { useFieldErrors } from '@app/lib/form-errors'
import { loadDraft, saveBallot, saveDraft } from '../model/runtime'
import type { QueuedBallot, TableSession } from '../model/types'
import { ProposalPicker } from './proposal-picker'
import { ReceiptCard } from './receipt-card'

const T = TABLE_DEVICE_TEXTS.ballot

/**
 * One person's ballot (several proposals) or a paper coupon (one), checked on the device with the schema
 * the Worker applies, then sealed and kept. The document and the birth date live only in the inputs and
 * in the sealed ballot: the draft that survives a reload holds the chosen proposals alone.
 */
export function BallotForm({ session, kind }: { session: TableSession; kind: 'ballot' | 'coupon' }) {
  const { errors, check } = useFieldErrors()
  const [chosen, setChosen] = useState<number[]>([])
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [saved, setSaved] = useState<QueuedBallot | null>(null)

  // The ballot's draft comes back after a reload; a coupon is one quick choice and has none.
  useEffect(() => {
    if (kind === 'ballot') void loadDraft().then((draft) => draft && setChosen(draft.proposalIds))
  }, [kind])
  const choose = (ids: number[]) => {
    setChosen(ids)
    if (kind === 'ballot') void saveDraft({ proposalIds: ids })
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const common = {
      document: data.get('document'),
      birthDate: data.get('birthDate'),
      // Made here, with the table's prefix: the person leaves with it, signal or not.
      receipt: randomCode(session.table.receiptPrefix),
    }
    const values = check(
      PlainBallotSchema,
      form,
      kind === 'ballot' ? { kind, ...common, proposalIds: chosen } : { kind, ...common, proposalId: chosen[0] },
    )
    if (!values) return
    setBusy(true)
    setProblem(null)
    try {
      const queued = await saveBallot(values)
      form.reset()
      choose([])
      setSaved(queued)
    } catch {
      setProblem(T.sealFailed)
    } finally {
      setBusy(false)
    }
  }

  if (saved) return <ReceiptCard ballot={saved} onNext={() => setSaved(null)} />

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label={kind === 'ballot' ? T.title : T.couponTitle}>
      {kind === 'coupon' && <p className="text-slate-700">{T.couponIntro}</p>}
      <CensusCheckFields errors={errors} />
      <ProposalPicker
        proposals={session.proposals}
        district={session.table.district}
        multiple={kind === 'ballot'}
        chosen={chosen}
        onChange={choose}
        error={kind === 'ballot' ? errors.proposalIds : errors.proposalId}
      />
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div>
        <Button type="submit" look="primary" size="lg" block="phone" disabled={busy}>
          {busy ? T.saving : kind === 'ballot' ? T.save : T.saveCoupon}
        </Button>
      </div>
    </form>
  )
}
