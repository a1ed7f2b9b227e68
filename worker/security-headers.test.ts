import { describe, expect, it } from 'vitest'
import { call, resident } from './test/fixtures'

describe('security headers', () => {
  it('every API answer, errors included, carries the CSP without inline script or eval, HSTS, nosniff and framing rules', async () => {
    for (const res of [
      await call('GET', '/api/proposals'),
      await call('GET', '/api/no-existe'),
      await call('POST', '/api/proposals/1/vote'),
    ]) {
      const csp = res.headers.get('content-security-policy')!
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/)
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('permissions-policy')).toContain('camera=()')
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
    }
  })

  it("answers with a person's data are not stored by shared caches", async () => {
    const ana = await resident()
    const res = await call('GET', '/api/user', { token: ana.token })
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  it('sends no CORS permission to other origins', async () => {
    const res = await call('GET', '/api/proposals', { headers: { origin: 'https://evil.example' } })
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await call('OPTIONS', '/api/proposals', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })
})
