/**
 * The lot for ties that neither cost nor votes break, drawn once per election from a published
 * seed so that anyone can draw it again: the project ids in code-unit order, shuffled by
 * Fisher–Yates with mulberry32 seeded by the 32-bit FNV-1a hash of the seed's UTF-16 code units.
 * The lot does not depend on the order in which the projects are listed.
 */
export function drawLot(projectIds: readonly string[], seed: string): string[] {
  const order = [...projectIds].sort(compareIds)
  const random = mulberry32(fnv1a(seed))
  for (let last = order.length - 1; last > 0; last--) {
    const pick = Math.floor(random() * (last + 1))
    ;[order[last], order[pick]] = [order[pick], order[last]]
  }
  return order
}

/** Plain code-unit order (not the locale's), the same on every machine. */
function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** mulberry32: small, seeded, the same numbers everywhere (the lot's, and the tests' random elections). */
export function mulberry32(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
