import { createECDH } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { checkVapid, decryptAes128gcm } from './push-service.mjs'

const b = (text: string) => Buffer.from(text, 'base64url')

describe('the stand-in push service', () => {
  // RFC 8291 Appendix A: the receiver's keys and the encrypted "watermelon" message.
  it('decrypts the RFC 8291 test vector', () => {
    const receiver = createECDH('prime256v1')
    receiver.setPrivateKey(b('q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94'))
    expect(receiver.getPublicKey().toString('base64url')).toBe(
      'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
    )
    const body = b(
      'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
    )
    const plain = decryptAes128gcm(body, {
      privateKey: receiver.getPrivateKey(),
      publicKey: receiver.getPublicKey(),
      auth: b('BTBZMqHH6r4Tts7J_aSIgg'),
    })
    expect(plain.toString('utf8')).toBe('When I grow up, I want to be a watermelon')
  })

  it('refuses a VAPID header that is malformed or signed for another origin', () => {
    expect(() => checkVapid(undefined, 'http://127.0.0.1:1')).toThrow('vapid t=')
    expect(() => checkVapid('vapid t=a.b.c, k=BAAA', 'http://127.0.0.1:1')).toThrow('uncompressed')
  })
})
