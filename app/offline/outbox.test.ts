import { describe, expect, it } from 'vitest'
import { OFFLINE_TEXTS } from '@copy'
import { createOutbox, type OutboxDeps } from './outbox'
import { settle, type OutboxItem, type SendOutcome } from './outbox-item'
import type { OutboxStore } from './outbox-store'

function memoryStore(): OutboxStore & { items: Map<string, OutboxItem> } {
  const items = new Map<string, OutboxItem>()
  return {
    items,
    all: async () => [...items.values()].sort((a, b) => a.createdAt - b.createdAt),
    get: async (id) => items.get(id),
    put: async (item) => void items.set(item.id, structuredClone(item)),
    delete: async (id) => void items.delete(id),
  }
}

/** A Web-Locks-like mutex shared by every "tab" built on it. */
function sharedLock(): OutboxDeps['exclusive'] {
  let tail = Promise.resolve()
  return (run) => {
    const result = tail.then(run)
    tail = result.catch(() => undefined)
    return result
  }
}

/** A fake server that honours Idempotency-Key like the Worker: one proposal per key. */
function fakeServer() {
  const byKey = new Map<string, number>()
  const received: { key: string; token: string | null }[] = []
  return {
    byKey,
    received,
    async accept(item: OutboxItem, token: string | null): Promise<SendOutcome> {
      received.push({ key: item.idempotencyKey, token })
      await Promise.resolve()
      if (!byKey.has(item.idempotencyKey)) byKey.set(item.idempotencyKey, byKey.size + 1)
      return { kind: 'delivered', proposalId: byKey.get(item.idempotencyKey)! }
    },
  }
}

let ids = 0
function outbox(overrides: Partial<OutboxDeps> = {}) {
  const store = memoryStore()
  const server = fakeServer()
  const deps: OutboxDeps = {
    store,
    send: (item, token) => server.accept(item, token),
    token: async () => 'fresh-token',
    exclusive: sharedLock(),
    newId: () => `item-${++ids}`,
    now: () => 1_700_000_000_000 + ids,
    ...overrides,
  }
  return { box: createOutbox(deps), store, server, deps }
}

const submission = (title = 'Bancos en la plaza', asUser = false) => ({
  fields: { title, description: 'Más bancos a la sombra', district: 'centro', scope: 'district' },
  photo: { image: new File(['big'], 'foto.jpg'), thumbnail: new File(['small'], 'foto-miniatura.jpg') },
  asUser,
  idempotencyKey: `key-${title.replace(/\W/g, '-')}-${ids}`,
})

const item = (patch: Partial<OutboxItem> = {}): OutboxItem => ({
  id: 'a',
  idempotencyKey: 'key-aaaaaaaa',
  createdAt: 1,
  fields: { title: 'x' },
  photo: null,
  asUser: false,
  state: 'sending',
  attempts: 0,
  ...patch,
})

describe('settle: what one try does to a queued submission', () => {
  it('a delivered item leaves the outbox', () => {
    expect(settle(item(), { kind: 'delivered', proposalId: 7 })).toBeNull()
  })

  it('a network failure puts it back to pending and counts the try', () => {
    expect(settle(item(), { kind: 'network', message: 'sin red' })).toMatchObject({ state: 'pending', attempts: 1, message: 'sin red' })
  })

  it('a validation refusal keeps the item with the server message and field errors', () => {
    const next = settle(item(), {
      kind: 'refused',
      status: 400,
      code: 'VALIDATION',
      message: 'Revisa el título',
      fields: { title: 'Demasiado corto' },
    })
    expect(next).toMatchObject({
      state: 'rejected',
      message: 'Revisa el título',
      fieldErrors: { title: 'Demasiado corto' },
      fields: { title: 'x' },
    })
  })

  it('submissions closed is a rejection with the server message', () => {
    expect(settle(item(), { kind: 'refused', status: 403, code: 'VOTING_DISABLED', message: 'Plazo cerrado' })).toMatchObject({
      state: 'rejected',
      message: 'Plazo cerrado',
    })
  })

  it('a 401 for a signed-in item waits for sign-in; for a visitor item it is a rejection', () => {
    const refused = { kind: 'refused', status: 401, code: 'AUTH_REQUIRED', message: 'Inicia sesión' } as const
    expect(settle(item({ asUser: true }), refused)?.state).toBe('waiting-sign-in')
    expect(settle(item({ asUser: false }), refused)?.state).toBe('rejected')
  })

  it('server errors and rate limits are retried later, not rejected', () => {
    for (const status of [500, 503, 429]) {
      expect(settle(item(), { kind: 'refused', status, message: 'luego' })?.state).toBe('pending')
    }
  })
})

describe('outbox', () => {
  it('keeps a submission with its photo and key until a flush delivers it once', async () => {
    const { box, store, server } = outbox()
    const added = await box.add(submission())
    expect((await box.list()).map((i) => i.state)).toEqual(['pending'])
    expect(store.items.get(added.id)?.photo?.thumbnail).toBeInstanceOf(Blob)

    const report = await box.flush()
    expect(report.delivered.map((i) => i.fields.title)).toEqual(['Bancos en la plaza'])
    expect(await box.list()).toEqual([])
    expect(server.received).toEqual([{ key: added.idempotencyKey, token: null }])
  })

  it('stays pending while the network fails and is delivered on a later flush', async () => {
    let online = false
    const server = fakeServer()
    const { box } = outbox({ send: (i, t) => (online ? server.accept(i, t) : Promise.reject(new TypeError('Failed to fetch'))) })
    await box.add(submission())
    await box.flush()
    expect(await box.list()).toMatchObject([{ state: 'pending', attempts: 1, message: OFFLINE_TEXTS.outbox.networkFailed }])
    online = true
    expect((await box.flush()).delivered).toHaveLength(1)
    expect(await box.list()).toEqual([])
  })

  it('two tabs flushing at once send each item once', async () => {
    const store = memoryStore()
    const server = fakeServer()
    const lock = sharedLock()
    const tab = () =>
      createOutbox({
        store,
        send: (i, t) => server.accept(i, t),
        token: async () => null,
        exclusive: lock,
        newId: () => `t-${++ids}`,
        now: () => ids,
      })
    const first = tab()
    await first.add(submission('Fuente'))
    await first.add(submission('Farolas'))
    const [a, b] = await Promise.all([first.flush(), tab().flush()])
    expect(a.delivered.length + b.delivered.length).toBe(2)
    expect(server.received).toHaveLength(2)
    expect(server.byKey.size).toBe(2)
  })

  it('an answer lost after the server stored it is resent with the same key and creates nothing new', async () => {
    const server = fakeServer()
    let cut = true
    const { box } = outbox({
      send: async (i, t) => {
        const outcome = await server.accept(i, t)
        if (cut) {
          cut = false
          return { kind: 'network', message: 'cortada' }
        }
        return outcome
      },
    })
    await box.add(submission())
    await box.flush()
    expect(await box.list()).toMatchObject([{ state: 'pending' }])
    await box.flush()
    expect(await box.list()).toEqual([])
    expect(server.received).toHaveLength(2)
    expect(new Set(server.received.map((r) => r.key)).size).toBe(1)
    expect(server.byKey.size).toBe(1)
  })

  it('an item left "sending" by a closed tab is sent by the next flush', async () => {
    const { box, store, server } = outbox()
    const added = await box.add(submission())
    await store.put({ ...added, state: 'sending' })
    await box.flush()
    expect(await box.list()).toEqual([])
    expect(server.byKey.size).toBe(1)
  })

  it('a rejected item keeps its data, is not resent, and can be discarded', async () => {
    const send = async (): Promise<SendOutcome> => ({
      kind: 'refused',
      status: 400,
      code: 'VALIDATION',
      message: 'El título es obligatorio',
    })
    let tries = 0
    const { box } = outbox({
      send: () => {
        tries++
        return send()
      },
    })
    const added = await box.add(submission())
    const report = await box.flush()
    expect(report.rejected).toHaveLength(1)
    const [kept] = await box.list()
    expect(kept).toMatchObject({ state: 'rejected', message: 'El título es obligatorio', fields: added.fields })
    expect(kept.photo?.image).toBeInstanceOf(Blob)
    await box.flush()
    expect(tries).toBe(1)
    await box.discard(added.id)
    expect(await box.list()).toEqual([])
  })

  it('a signed-in item goes with a fresh token, and waits for sign-in when the session is gone', async () => {
    let token: string | null = null
    const { box, server } = outbox({ token: async () => token })
    await box.add(submission('Con cuenta', true))
    await box.flush()
    expect(await box.list()).toMatchObject([{ state: 'waiting-sign-in', message: OFFLINE_TEXTS.outbox.signInNeeded }])
    expect(server.received).toEqual([])
    token = 'token-after-sign-in'
    await box.flush()
    expect(await box.list()).toEqual([])
    expect(server.received.map((r) => r.token)).toEqual(['token-after-sign-in'])
  })

  it('tells subscribers about every change so the pending page stays current', async () => {
    const { box } = outbox()
    let changes = 0
    const stop = box.subscribe(() => changes++)
    await box.add(submission())
    await box.flush()
    stop()
    expect(changes).toBeGreaterThanOrEqual(3) // added, sending, delivered
  })
})
