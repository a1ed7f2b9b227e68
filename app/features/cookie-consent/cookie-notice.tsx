import { COOKIE_TEXTS as T } from '@copy'
import { NoticeSheet } from '@app/components/ui/notice-sheet'
import { CookieChoices, type CookieChoicesProps } from './cookie-choices'

/**
 * The first visit's notice: the consent dialog's tabs and answers in a sheet that leaves the page usable
 * (docs/decisions/0083), with none of Headless UI (docs/decisions/0087).
 */
export function CookieNotice(props: CookieChoicesProps) {
  return (
    <NoticeSheet title={T.title} onClose={props.onClose}>
      <CookieChoices {...props} />
    </NoticeSheet>
  )
}
