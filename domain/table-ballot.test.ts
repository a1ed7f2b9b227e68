import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PlainBallotSchema, type PlainBallot } from '@schemas/table'
import { generateTableKeys, importTablePrivateKey, importTablePublicKey, sealBallot, unsealBallot } from './table-ballot'

const ballot: PlainBallot = { kind: 'ballot', document: '12345678Z', birthDate: '1980-05-01', proposalIds: [3, 7], receipt: 'AB23-4567' }

describe('a sealed table ballot', () => {
  it('is opened by the table it was sealed for, and holds no document in clear', async () => {
    const keys = await generateTableKeys()
    const sealed = await sealBallot(await importTablePublicKey(keys.publicKey), ballot)
    expect(JSON.stringify(sealed)).not.toContain('12345678Z')
    expect(atob(sealed.data)).not.toContain('12345678Z')
    const opened = await unsealBallot(await importTablePrivateKey(keys.privateKey), sealed)
    expect(v.parse(PlainBallotSchema, opened)).toEqual(ballot)
  })

  it('uses a fresh key per ballot: the same ballot seals twice to different bytes', async () => {
    const publicKey = await importTablePublicKey((await generateTableKeys()).publicKey)
    const [a, b] = await Promise.all([sealBallot(publicKey, ballot), sealBallot(publicKey, ballot)])
    expect(a.key).not.toBe(b.key)
    expect(a.data).not.toBe(b.data)
  })

  it('cannot be opened by another table, nor once tampered with', async () => {
    const [mine, other] = await Promise.all([generateTableKeys(), generateTableKeys()])
    const sealed = await sealBallot(await importTablePublicKey(mine.publicKey), ballot)
    expect(await unsealBallot(await importTablePrivateKey(other.privateKey), sealed)).toBeNull()
    const data = atob(sealed.data)
    const tampered = { ...sealed, data: btoa(String.fromCharCode(data.charCodeAt(0) ^ 1) + data.slice(1)) }
    expect(await unsealBallot(await importTablePrivateKey(mine.privateKey), tampered)).toBeNull()
  })
})

describe('the plain ballot', () => {
  it('refuses a document with a wrong letter and a coupon without its proposal, in Spanish', () => {
    const wrong = v.safeParse(PlainBallotSchema, { ...ballot, document: '12345678A' })
    expect(wrong.success).toBe(false)
    expect(wrong.issues?.[0].message).toMatch(/DNI o NIE no es válido/)
    const coupon = v.safeParse(PlainBallotSchema, { kind: 'coupon', document: '12345678Z', birthDate: '1980-05-01', receipt: 'AB23-4567' })
    expect(coupon.success).toBe(false)
  })
})
