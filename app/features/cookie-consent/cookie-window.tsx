import { COOKIE_TEXTS as T } from '@copy'
import { Dialog } from '@app/components/ui/dialog'
import { CookieChoices, type CookieChoicesProps } from './cookie-choices'

/** The consent dialog asked for with the round button: a modal window (§2). */
export function CookieWindow({ open, ...props }: CookieChoicesProps & { open: boolean }) {
  return (
    <Dialog open={open} onClose={props.onClose} title={T.title} layout="sheet" closeLabel={null}>
      <CookieChoices {...props} />
    </Dialog>
  )
}
