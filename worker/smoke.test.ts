import { exports } from 'cloudflare:workers'
import { expect, it } from 'vitest'

it('answers system-config', async () => {
  const res = await exports.default.fetch('http://x/api/system-config')
  expect(res.status).toBe(200)
  expect(await res.json()).toMatchObject({ votingEnabled: true })
})
