/**
 * Public data and the signed-in person's own record only. Admin answers (['users'], admin keys) and
 * anything else never reach the disk: a shared or lost phone must not hold other people's data.
 */
export function isPersisted(queryKey: readonly unknown[]): boolean {
  const [head, ...rest] = queryKey
  if (head === 'proposal') return rest.length === 1
  // The home page's most-voted lists: ['proposals', 'top', statuses].
  if (head === 'proposals' && rest[0] === 'top') return true
  return rest.length === 0 && (head === 'proposals' || head === 'system-config' || head === 'user')
}
