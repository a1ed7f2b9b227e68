/**
 * Digits grouped in threes with dots, as Spanish writes them, from `from` digits on ('4.500' from four,
 * '4500' but '45.000' from five, which is what `Intl.NumberFormat('es-ES')` does by default). Written
 * by hand rather than with Intl: the first Spanish NumberFormat a page builds loads the locale's data,
 * tens of milliseconds on a cheap phone in the middle of hydration (docs/decisions/0048).
 */
function grouped(n: number, from: number): string {
  const whole = Math.round(Math.abs(n))
  const digits = String(whole)
  const text = digits.length < from ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return n < 0 && whole !== 0 ? `-${text}` : text
}

/**
 * Whole euros as the portal writes them, in the format of the language of the moment: '45.000 €', '4.500 €' (grouped from four digits, as budgets
 * are printed), with a no-break space so that the sign never wraps away from its number.
 */
export function formatEuros(amount: number): string {
  return `${grouped(amount, 4)}\u00a0€`
}

/** A count as the portal writes it: '250.000' (grouped from four digits, like the euros). */
export const formatCount = (n: number) => grouped(n, 4)

/** A count in running text and charts: '1234', '12.345' (grouped from five digits, Spanish usage). */
export const formatNumber = (n: number) => grouped(n, 5)
