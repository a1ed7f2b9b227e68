import { describe, expect, it } from 'vitest'
import type { PlainBallot } from '@schemas'
import type { TableDeviceStore } from './device-store'
import { UPLOAD_BATCH, recordBallot, sendQueue, tally, type QueueDeps, type UploadResult } from './queue'
import type { QueuedBallot, TableSession } from './types'

const SESSION: TableSession = {
  device: { id: 1, label: 'Móvil 1', token: 'token-1' },
  table: {
    id: 7,
    place: 'Centro cívico',
    district: 'Norte',
    day: '2026-11-28',
    opens: '10:00',
    closes: '14:00',
    volunteers: ['Ana'],
    receiptPrefix: 'KM',
    publicKey: 'public-key',
  },
  proposals: [
    { id: 11, number: 1, title: 'Bancos', district: 'Norte', votable: true },
    { id: 12, number: 2, title: 'Fuente', district: 'Norte', votable: true },
  ],
}

function memoryStore(): TableDeviceStore & { rows: Map<number, QueuedBallot> } {
  const rows = new Map<number, QueuedBallot>()
  let seq = 0
  return {
    rows,
    session: async () => SESSION,
    saveSession: async () => {},
    clear: async () => rows.clear(),
    ballots: async () => [...rows.values()].sort((a, b) => a.seq - b.seq).map((b) => structuredClone(b)),
    putBallot: async (b) => void rows.set(b.seq, structuredClone(b)),
    nextSeq: async () => ++seq,
    draft: async () => undefined,
    saveDraft: async () => {},
  }
}

/** A Worker that answers each key once and keeps the first answer, as the contract says. */
function fakeWorker(judge: (ballot: PlainBallot) => UploadResult['outcome'] = () => 'counted') {
  const answers = new Map<string, UploadResult>()
  const requests: string[][] = []
  return {
    answers,
    requests,
    upload: async (_token: string, body: { ballots: { key: string; sealed: { data: string } }[] }) => {
      requests.push(body.ballots.map((b) => b.key))
      return body.ballots.map((b) => {
        const seen = answers.get(b.key)
        if (seen) return seen
        const plain = JSON.parse(b.sealed.data) as PlainBallot
        const outcome = judge(plain)
        const answer: UploadResult = {
          key: b.key,
          outcome,
          receipt: plain.receipt,
          proposals: [],
          message: outcome === 'refused' ? 'Ya había votado por internet.' : undefined,
        }
        if (outcome !== 'pending') answers.set(b.key, answer)
        return answer
      })
    },
  }
}

let keys = 0
function device(worker = fakeWorker(), store = memoryStore()) {
  let tail = Promise.resolve()
  const deps: QueueDeps = {
    store,
    // The stand-in seal writes the ballot as it is, so the fake Worker can judge it.
    seal: async (_key, ballot) => ({ key: 'k', iv: 'i', data: JSON.stringify(ballot) }),
    upload: worker.upload,
    exclusive: (run) => {
      const result = tail.then(run)
      tail = result.catch(() => undefined)
      return result
    },
    newKey: () => `key-${++keys}`,
    now: () => new Date('2026-11-28T10:30:00Z'),
  }
  return { deps, store, worker }
}

const ballot = (document: string, proposalIds = [11]): PlainBallot => ({
  kind: 'ballot',
  document,
  birthDate: '1984-05-12',
  proposalIds,
  receipt: 'KMAB-CDEF',
})

describe('the table device queue', () => {
  it('keeps each ballot sealed, in order, with the proposals for the tally', async () => {
    const { deps, store } = device()
    await recordBallot(deps, SESSION, ballot('12345678Z', [11, 12]))
    await recordBallot(deps, SESSION, {
      kind: 'coupon',
      document: 'X1234567L',
      birthDate: '1946-09-30',
      proposalId: 12,
      receipt: 'KMAB-CDEG',
    })
    const kept = await store.ballots()
    expect(kept.map((b) => [b.seq, b.kind, b.status])).toEqual([
      [1, 'ballot', 'waiting'],
      [2, 'coupon', 'waiting'],
    ])
    expect(kept[0].proposals).toEqual([
      { id: 11, number: 1, title: 'Bancos' },
      { id: 12, number: 2, title: 'Fuente' },
    ])
  })

  it('stores nothing when the seal fails', async () => {
    const { deps, store } = device()
    await expect(recordBallot({ ...deps, seal: () => Promise.reject(new Error('no key')) }, SESSION, ballot('12345678Z'))).rejects.toThrow()
    expect(store.rows.size).toBe(0)
  })

  it('sends in batches of at most 50 in seq order, keeps each answer and drops the sealed data', async () => {
    const worker = fakeWorker((b) => (b.document === 'refused' ? 'refused' : 'counted'))
    const { deps, store } = device(worker)
    for (let i = 0; i < 120; i++) await recordBallot(deps, SESSION, ballot(i === 60 ? 'refused' : `doc-${i}`))
    expect(await sendQueue(deps)).toEqual({ left: 0 })
    expect(worker.requests.map((r) => r.length)).toEqual([UPLOAD_BATCH, UPLOAD_BATCH, 20])
    const kept = await store.ballots()
    expect(worker.requests.flat()).toEqual(kept.map((b) => b.key))
    expect(kept.every((b) => b.sealed === null)).toBe(true)
    expect(tally(kept)).toEqual({ waiting: 0, sent: 120, counted: 119, partly: 0, refused: 1 })
    expect(kept[60]).toMatchObject({ status: 'refused', reason: 'Ya había votado por internet.' })
  })

  it('sends nothing twice: a second tab finds the queue answered', async () => {
    const { deps, worker } = device()
    for (let i = 0; i < 3; i++) await recordBallot(deps, SESSION, ballot(`doc-${i}`))
    await Promise.all([sendQueue(deps), sendQueue(deps)])
    expect(worker.requests).toHaveLength(1)
  })

  it('keeps a ballot still being judged, and a failed request, to send again', async () => {
    let pending = true
    const worker = fakeWorker(() => (pending ? 'pending' : 'counted'))
    const { deps, store } = device(worker)
    await recordBallot(deps, SESSION, ballot('12345678Z'))
    expect(await sendQueue(deps)).toEqual({ left: 1 })
    expect((await store.ballots())[0]).toMatchObject({ status: 'pending' })
    expect((await store.ballots())[0].sealed).not.toBeNull()

    await expect(sendQueue({ ...deps, upload: () => Promise.reject(new Error('sin red')) })).rejects.toThrow()
    expect((await store.ballots())[0].sealed).not.toBeNull()

    pending = false
    expect(await sendQueue(deps)).toEqual({ left: 0 })
    expect((await store.ballots())[0]).toMatchObject({ status: 'counted', sealed: null })
  })
})
