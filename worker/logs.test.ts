import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { call, errorOf, resident } from './test/fixtures'

/** Everything the Worker wrote to its logs while `run` ran, as one text. */
async function logsOf(run: () => Promise<unknown>): Promise<string> {
  const lines: unknown[][] = []
  const spies = (['error', 'warn', 'log', 'info'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args)),
  )
  try {
    await run()
  } finally {
    for (const spy of spies) spy.mockRestore()
  }
  return lines
    .map((args) =>
      args.map((a) => (a instanceof Error ? `${a.message} ${String(a.cause)} ${a.stack}` : (JSON.stringify(a) ?? String(a)))).join(' '),
    )
    .join('\n')
}

describe('the logs of a failure', () => {
  afterEach(async () => {
    await env.DB.exec('DROP TRIGGER IF EXISTS users_update_fails')
  })

  it('a failed profile update logs what failed, never the e-mail, name, surname or phone sent', async () => {
    const ana = await resident('perfil')
    await env.DB.exec("CREATE TRIGGER users_update_fails BEFORE UPDATE ON users BEGIN SELECT RAISE(ABORT, 'disco lleno'); END")
    const profile = { name: 'Ainhoa', surname: 'Zubizarreta Etxeberria', phone: '+34 611 222 333', email: ana.email }
    let status = 0
    const logs = await logsOf(async () => {
      const res = await call('PATCH', `/api/users/${ana.id}`, { token: ana.token, json: profile })
      status = res.status
      expect((await errorOf(res)).error).toBe('INTERNAL')
    })
    expect(status).toBe(500)
    // The failure is there to be found…
    expect(logs).toContain('PATCH /api/users/')
    expect(logs).toContain('disco lleno')
    // …and what the person sent is not.
    for (const value of [profile.name, profile.surname, profile.phone, profile.email]) expect(logs).not.toContain(value)
  })
})
