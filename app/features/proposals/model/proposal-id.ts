/** The id in /proposal/{id} (§5): a positive whole number, else null, and then no call is made. */
export function parseProposalId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 ? id : null
}
