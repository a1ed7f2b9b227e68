/** The city's time zone: a day (a coupon's received date, "today") is the day on its clocks, not UTC's. */
const CITY_TIME_ZONE = 'Europe/Madrid'

// 'en-CA' writes dates as YYYY-MM-DD, the form <input type="date"> and the schemas use.
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: CITY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** The calendar day in the city at `now`, as YYYY-MM-DD. */
export const cityDay = (now = new Date()) => dayFormat.format(now)
