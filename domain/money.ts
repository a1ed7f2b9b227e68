const euros = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0, useGrouping: 'always' })

/**
 * Whole euros as the portal writes them: '45.000 €', '4.500 €' (grouped from four digits, as budgets
 * are printed), with a no-break space so that the sign never wraps away from its number.
 */
export function formatEuros(amount: number): string {
  return `${euros.format(amount)}\u00a0€`
}

/** A count as the portal writes it: '250.000' (grouped from four digits, like the euros). */
export const formatCount = (n: number) => euros.format(n)
