import { QrCode } from '@app/features/poster'
import { TABLE_ADMIN_TEXTS } from '@copy'
import { Button } from '@app/components/ui/button'
import { Dialog } from '@app/components/ui/dialog'
import { pageOrigin } from '@app/lib/origin'

const T = TABLE_ADMIN_TEXTS.code

/** The address a table's phone opens to join: the QR code says it, and it is also given as a link. */
const joinLink = (joinCode: string) => `${pageOrigin}/mesa?codigo=${encodeURIComponent(joinCode)}`

/**
 * A table's join code, the one time the Worker gives it (it keeps only its hash): as a QR code a phone
 * scans, as the short code a volunteer types, and as the link. Closing the dialog forgets it.
 */
export function JoinCodeDialog({ shown, onClose }: { shown: { place: string; joinCode: string } | null; onClose: () => void }) {
  return (
    <Dialog open={shown !== null} onClose={onClose} title={shown ? T.title(shown.place) : ''}>
      {shown && (
        <>
          <p className="text-slate-800">{T.once}</p>
          <QrCode text={joinLink(shown.joinCode)} label={T.qr(shown.joinCode)} className="mx-auto mt-4 aspect-square w-56" />
          <p className="mt-4 text-center">
            <span className="block text-sm text-slate-700">{T.code}</span>
            <span data-testid="join-code" className="font-mono text-3xl font-bold tracking-widest text-slate-900">
              {shown.joinCode}
            </span>
          </p>
          <p className="mt-4 text-sm">
            <span className="block text-slate-700">{T.link}</span>
            <a href={joinLink(shown.joinCode)} className="break-all text-brand-700 underline">
              {joinLink(shown.joinCode)}
            </a>
          </p>
          <div className="mt-6 flex justify-end">
            <Button look="primary" onClick={onClose}>
              {T.done}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  )
}
