import { app } from './app'
import type { Bindings } from './env'
import { consumeNotices } from './notices/consumer'
import type { NoticeMessage } from './notices/messages'

export default {
  fetch: app.fetch,
  queue: consumeNotices,
} satisfies ExportedHandler<Bindings, NoticeMessage>
