import type { VOTE_CHANNEL_LABELS } from '../census'
import type { ERROR_TEXTS } from '../errors'
import type * as Texts from '../index'
import type { Catalogue } from '../localize'

/** A language's catalogue: every text export of domain/texts (the error codes' messages included). */
export type PortalCatalogue = Catalogue<typeof Texts & { ERROR_TEXTS: typeof ERROR_TEXTS; VOTE_CHANNEL_LABELS: typeof VOTE_CHANNEL_LABELS }>
