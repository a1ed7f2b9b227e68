/**
 * What a catalogue lacks or gets wrong against the Spanish reference, one line per key ('SHELL_TEXTS.footer.legal:
 * falta'): every Spanish key present and non-empty, the same placeholders (a function's arguments and
 * the figures written in a sentence), no key that Spanish does not have. The catalogue test prints these
 * lines; the Worker refuses to enable a language whose catalogue has any.
 */
export function catalogueProblems(spanish: Record<string, unknown>, catalogue: Record<string, unknown>): string[] {
  const problems: string[] = []
  walk(spanish, catalogue, '', problems)
  return problems
}

const isNode = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object'

/** An argument that stands for anything a text may read from it: its fields, its number, its string. */
function probe(name: string): unknown {
  const token = `⟦${name}⟧`
  return new Proxy(() => token, {
    get: (_, key) => (key === Symbol.toPrimitive ? () => token : typeof key === 'string' ? probe(`${name}.${key}`) : undefined),
  })
}

/** The placeholders a text fills: the tokens its probes leave in it, or null when it cannot be probed. */
function placeholders(text: (...args: unknown[]) => unknown, arity: number): string[] | null {
  try {
    const out = String(text(...Array.from({ length: arity }, (_, i) => probe(String(i)))))
    return [...new Set(out.match(/⟦[^⟧]*⟧/g) ?? [])].sort()
  } catch {
    return null
  }
}

const figures = (text: string) => (text.match(/\d+/g) ?? []).sort().join(' ')

function walk(es: unknown, other: unknown, path: string, problems: string[]): void {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key))
  if (typeof es === 'string') {
    if (typeof other !== 'string') problems.push(`${path}: falta`)
    else if (!other.trim()) problems.push(`${path}: está vacío`)
    else if (figures(es) !== figures(other)) problems.push(`${path}: las cifras no coinciden con el español (${figures(es) || 'ninguna'})`)
    return
  }
  if (typeof es === 'function') {
    if (typeof other !== 'function') return void problems.push(`${path}: falta`)
    const arity = Math.max(es.length, 1)
    const want = placeholders(es as (...args: unknown[]) => unknown, arity)
    const have = placeholders(other as (...args: unknown[]) => unknown, arity)
    if (have === null) problems.push(`${path}: falla al escribirse`)
    else if (have.length === 0 && want?.length) problems.push(`${path}: está vacío`)
    else if (want && want.join() !== have.join()) problems.push(`${path}: no usa los mismos datos (${want.join(', ')})`)
    return
  }
  if (!isNode(es)) return
  // A missing part lists each of its texts, so that the count says how much is left to write.
  const own = isNode(other) ? other : {}
  // An overlay may name a list's items by their place ({ 2: '…' }, decision 0053); a list given whole is whole.
  if (Array.isArray(es) && Array.isArray(other) && other.length !== es.length)
    return void problems.push(`${path}: debe tener ${es.length} elementos`)
  for (const key of Object.keys(es)) walk(es[key], own[key], at(key), problems)
  for (const key of Object.keys(own)) if (!(key in es)) problems.push(`${at(key)}: no existe en español (sobra)`)
}
