/** Business constants of §9, in one place so that worker and app agree. */
export const BUDGET_SHARE_PERCENT = 5
/**
 * The yearly cycle until the council sets its own in the admin panel (§1, §9): the budget the proposals
 * go into and the last day to send them. The system configuration holds the values in force.
 */
export const DEFAULT_BUDGET_YEAR = 2026
export const DEFAULT_SUBMISSION_DEADLINE = '2025-05-12'
/** The budget years an administrator may set: a typo such as 226 or 20266 is refused, not published. */
export const MIN_BUDGET_YEAR = 2000
export const MAX_BUDGET_YEAR = 2100

export const MIN_TITLE = 5
export const MAX_TITLE = 200
export const MIN_DESCRIPTION = 20
export const MAX_DESCRIPTION = 5000
export const MIN_NAME = 2
export const MAX_NAME = 100
export const MIN_PHONE = 9
export const MAX_PHONE = 30
export const MAX_EMAIL = 254
export const MIN_PASSWORD = 6
export const MAX_PASSWORD = 128

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024
/** A pabulib `.pb` file the council's laboratory reads (a city-wide vote of 200,000 ballots is about 5 MB). */
export const PB_MAX_BYTES = 10 * 1024 * 1024
/**
 * Up to this size the laboratory reads a `.pb` in the request, to refuse a bad one at once (some 10 ms:
 * every real district's file here is under 100 KB); a larger one is read by the selection queue's
 * consumer, whose job then answers the refusal, so that no upload holds other requests for long.
 */
export const PB_READ_IN_REQUEST_BYTES = 256 * 1024
/** Pixels a side: what no phone can shrink or draw (a 40,000 × 40,000 PNG fits in 1.5 MB). */
export const MAX_IMAGE_SIDE = 8000
/** Longest side of the two versions the browser makes of a photo before upload. */
export const IMAGE_LARGE_PX = 1600
export const IMAGE_THUMB_PX = 480

export const HOME_LIST_SIZE = 3
export const LIST_PAGE_SIZE = 12
export const LIST_PAGE_STEP = 9
export const LIST_LOAD_DELAY_MS = 500
/** The list's search is sent once typing has paused this long (ms). */
export const SEARCH_DELAY_MS = 300
/** Similar proposals shown while a new one's title is written. */
export const SIMILAR_SIZE = 3
export const LIST_SCROLL_THRESHOLD = 0.5
export const YEAR_FILTER_SPAN = 5

export const ADMIN_PAGE_SIZES = [5, 10, 20, 50, 100, 200, 500] as const
export const ADMIN_DEFAULT_PAGE_SIZE = 10
export const USERS_CACHE_MS = 5 * 60 * 1000

export const TOAST_DURATION_MS = 5000
