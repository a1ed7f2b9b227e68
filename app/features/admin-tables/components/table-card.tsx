import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { longDay } from '@copy/dates'
import { formatNumber } from '@domain/money'
import { TableRevokeSchema } from '@schemas'
import { TABLE_ADMIN_TEXTS } from '@copy'
import { districtLabel } from '@copy/district-scope-labels'
import { Button } from '@app/components/ui/button'
import { ConfirmDialog } from '@app/components/ui/confirm-dialog'
import { TextField } from '@app/components/ui/form-field'
import { ApiError } from '@app/lib/api'
import { formatDateTime } from '@app/lib/format-date'
import { validateForm } from '@app/lib/form-errors'
import { useCloseTable, useNewJoinCode, useRevokeDevice, useRevokeTable, type TableDevice, type VoteTable } from '../api/tables-api'

const T = TABLE_ADMIN_TEXTS
const L = T.list
const D = T.dialogs

const when = (iso: string) => formatDateTime(Date.parse(iso))

/** What is being asked: one of the table's actions, or revoking one of its devices. */
type Asking = { kind: 'newCode' } | { kind: 'close' } | { kind: 'revoke' } | { kind: 'revokeDevice'; device: TableDevice }

/**
 * One table of the 'Mesas' tab: where and when, who staffs it, its counts, its devices (each revocable)
 * and its actions, each asked first. A new code is shown once, like the first.
 */
export function TableCard({ table, onNewCode }: { table: VoteTable; onNewCode: (place: string, joinCode: string) => void }) {
  const [asking, setAsking] = useState<Asking | null>(null)
  const headingId = `mesa-${table.id}`
  const active = table.status === 'open'
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-slate-900">
          {table.place}
        </h3>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">{L.status[table.status]}</span>
      </div>
      <p className="mt-1 text-slate-800">{L.when(longDay(table.day), table.opens, table.closes)}</p>
      <p className="text-sm text-slate-700">
        {table.district ? L.district(districtLabel(table.district)) : L.anyDistrict} · {L.grace(table.graceHours)}
      </p>
      {table.volunteers.length > 0 && <p className="text-sm text-slate-700">{L.volunteers(table.volunteers.join(', '))}</p>}
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {(['received', 'counted', 'refused', 'votes'] as const).map((key) => (
          <div key={key} className="rounded-md bg-slate-50 px-3 py-2">
            <dt className="text-sm text-slate-700">{L.counts[key]}</dt>
            <dd data-count={key} className="text-xl font-bold text-slate-900 tabular-nums">
              {formatNumber(table.counts[key])}
            </dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-4 font-semibold text-slate-900">{L.devices}</h4>
      {table.devices.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{L.noDevices}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-200">
          {table.devices.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="text-sm">
                <p className="font-medium text-slate-900">{L.device(device.label, when(device.joinedAt))}</p>
                {device.lastSeenAt && <p className="text-slate-700">{L.lastSeen(when(device.lastSeenAt))}</p>}
                {device.revokedAt && <p className="text-red-800">{L.deviceRevoked(when(device.revokedAt), device.revokedReason ?? '')}</p>}
              </div>
              {!device.revokedAt && table.status !== 'revoked' && (
                <Button look="danger-outline" size="touch" onClick={() => setAsking({ kind: 'revokeDevice', device })}>
                  {L.revokeDevice(device.label)}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Link
          to="/admin/mesas/$id/acta"
          params={{ id: String(table.id) }}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
        >
          {L.record(table.place)}
        </Link>
        {active && (
          <>
            <Button size="touch" onClick={() => setAsking({ kind: 'newCode' })}>
              {L.newCode}
            </Button>
            <Button size="touch" onClick={() => setAsking({ kind: 'close' })}>
              {L.close}
            </Button>
          </>
        )}
        {table.status !== 'revoked' && (
          <Button look="danger-outline" size="touch" onClick={() => setAsking({ kind: 'revoke' })}>
            {L.revoke}
          </Button>
        )}
      </div>
      {asking && <TableQuestion table={table} asking={asking} onNewCode={onNewCode} onClose={() => setAsking(null)} />}
    </article>
  )
}

/** The confirmation of one action; revoking asks for the reason the acta will keep. */
function TableQuestion({
  table,
  asking,
  onNewCode,
  onClose,
}: {
  table: VoteTable
  asking: Asking
  onNewCode: (place: string, joinCode: string) => void
  onClose: () => void
}) {
  const newCode = useNewJoinCode()
  const close = useCloseTable()
  const revoke = useRevokeTable()
  const revokeDevice = useRevokeDevice()
  const [reason, setReason] = useState('')
  const [refused, setRefused] = useState<string | undefined>()
  const done = { onSuccess: onClose }

  if (asking.kind === 'newCode')
    return (
      <ConfirmDialog
        open
        title={D.newCodeTitle(table.place)}
        text={D.newCodeText}
        confirmLabel={D.newCodeConfirm}
        busy={newCode.isPending}
        onClose={onClose}
        onConfirm={() =>
          newCode.mutate(table.id, {
            onSuccess: ({ joinCode }) => {
              onClose()
              onNewCode(table.place, joinCode)
            },
          })
        }
      />
    )
  if (asking.kind === 'close')
    return (
      <ConfirmDialog
        open
        title={D.closeTitle(table.place)}
        text={D.closeText(table.graceHours)}
        confirmLabel={D.closeConfirm}
        busy={close.isPending}
        onClose={onClose}
        onConfirm={() => close.mutate(table.id, done)}
      />
    )
  const device = asking.kind === 'revokeDevice' ? asking.device : null
  // The reason is checked by the schema the Worker applies; its refusal is said at the field too.
  const refuse = (error: unknown) => setRefused(error instanceof ApiError ? error.fields?.reason : undefined)
  const confirm = () => {
    const checked = validateForm(TableRevokeSchema, { reason })
    setRefused(checked.ok ? undefined : checked.errors.reason)
    if (!checked.ok) return
    const answered = { ...done, onError: refuse }
    if (device) revokeDevice.mutate({ id: table.id, deviceId: device.id, ...checked.value }, answered)
    else revoke.mutate({ id: table.id, ...checked.value }, answered)
  }
  return (
    <ConfirmDialog
      open
      danger
      title={device ? D.revokeDeviceTitle(device.label) : D.revokeTitle(table.place)}
      text={device ? D.revokeDeviceText : D.revokeText}
      confirmLabel={D.revokeConfirm}
      busy={revoke.isPending || revokeDevice.isPending}
      onClose={onClose}
      onConfirm={confirm}
    >
      <div className="mt-4">
        <TextField
          label={D.reason}
          hint={D.reasonHint}
          name="reason"
          maxLength={200}
          autoComplete="off"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') confirm()
          }}
          error={refused}
        />
      </div>
    </ConfirmDialog>
  )
}
