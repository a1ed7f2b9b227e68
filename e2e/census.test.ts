import { afterAll, expect, test } from 'vitest'
import { CENSUS_ERRORS, CENSUS_UI_TEXTS as C, CENSUS_VOTE_TEXTS as V, PROFILE_TEXTS } from '../copy'
import { api, bearer, createProposal, eventually, signIn, toast, useBrowser } from './harness'

// A phone at a neighbourhood table: the demo census (README) has the demo resident and a neighbour without an account.
const browser = useBrowser({ viewport: { width: 390, height: 844 } })

const setRules = async (json: Record<string, boolean>) => {
  const res = await api('/api/system-config', {
    method: 'PATCH',
    headers: { ...(await bearer('admin')), 'content-type': 'application/json' },
    body: JSON.stringify(json),
  })
  expect(res.status).toBe(200)
}

// Other files vote as the resident and as visitors: the council's rules go back to off whatever happened.
afterAll(() => setRules({ residentsOnly: false, ownDistrictOnly: false, censusVoting: false }))

test('la administración abre los canales del padrón: ve cuántos votos de cuentas sin verificar dejan de contar y confirma', async () => {
  const { page } = browser
  await setRules({ residentsOnly: false, ownDistrictOnly: false, censusVoting: false })
  const proposal = await createProposal('Sombra en el patio del colegio', {
    description: 'Toldos en el patio del colegio del Norte, que en junio no tiene ni un rincón de sombra.',
    district: 'Norte',
  })
  // The demo resident has not verified yet: her vote is keyed to her account.
  expect((await api(`/api/proposals/${proposal.id}/vote`, { method: 'POST', headers: await bearer('vecina') })).status).toBe(200)
  const admin = await bearer('admin')
  const { votes } = (await (await api('/api/admin/system-config/unverified-votes', { headers: admin })).json()) as { votes: number }
  expect(votes).toBeGreaterThan(0)
  await signIn(page, 'admin')
  await page.goto('/admin')
  await page.getByRole('tab', { name: 'Configuración' }).click()
  await page.getByRole('switch', { name: C.residentsOnly }).click()
  const dialog = page.getByRole('dialog', { name: C.holdTitle })
  await eventually(() => dialog.getByTestId('held-votes').textContent()).toBe(C.heldVotes(votes))
  await browser.axeCheck()
  await dialog.getByRole('button', { name: C.holdConfirm }).click()
  await eventually(() => page.getByRole('switch', { name: C.residentsOnly }).getAttribute('aria-checked')).toBe('true')
  const held = (await (await api(`/api/proposals/${proposal.id}`)).json()) as { votes: number }
  expect(held.votes).toBe(0)
  const me = (await (await api('/api/user', { headers: await bearer('vecina') })).json()) as { heldVotes: number }
  expect(me.heldVotes).toBeGreaterThan(0)
  await page.goto('/profile')
  await page.getByRole('button', { name: PROFILE_TEXTS.logout }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/profile'))
})

test('sin cuenta: vota con el padrón, recibe un código y Resultados confirma en qué propuesta contó', async () => {
  const { page } = browser
  await page.context().addInitScript(() => localStorage.setItem('cookieBannerShown', 'true'))
  const proposal = await createProposal('Bancos para la parada del 7', {
    description: 'Bancos con respaldo en la parada del autobús 7, frente al centro de salud.',
    district: 'Norte',
  })
  // 'Votar sin cuenta' needs 'Solo votan personas empadronadas' (decision 0056).
  await setRules({ residentsOnly: true, censusVoting: true })
  await page.goto(`/proposal/${proposal.id}`)
  await page.getByRole('button', { name: C.censusVote }).click()
  const dialog = page.getByRole('dialog', { name: C.censusVoteTitle })
  await dialog.getByLabel(C.document).fill('x-1234567-l')
  await dialog.getByLabel(C.birthDate).fill('1946-09-30')
  await browser.axeCheck()
  await dialog.getByRole('button', { name: C.censusVoteSend }).click()
  await eventually(() => dialog.getByTestId('census-receipt').isVisible()).toBe(true)
  const receipt = (await dialog.getByTestId('census-receipt').textContent()) ?? ''
  const code = /[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(receipt)?.[0]
  expect(code, receipt).toBeTruthy()
  await browser.axeCheck()
  await page.goto('/resultados')
  await page.getByLabel(C.receiptCode).fill(code!.toLowerCase())
  await page.getByRole('button', { name: C.receiptCheck }).click()
  await eventually(() => page.getByRole('status').filter({ hasText: C.receiptCounted }).textContent()).toContain(proposal.title)
  await browser.axeCheck()
})

test('en la mesa: el personal verifica el empadronamiento de una persona desde su fila', async () => {
  const { page } = browser
  // A resident who registered at the table, with the portal's own sign-up.
  const stamp = Date.now().toString(36)
  const email = `mesa-${stamp}@example.test`
  // A name of its own: other files register a 'Rosa' too, and the users' list is shared.
  const name = `Rosa Gil ${stamp}`
  const signUp = await api('/identitytoolkit.googleapis.com/v1/accounts:signUp?key=local', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secreto-123', displayName: name, returnSecureToken: true }),
  })
  const { idToken } = (await signUp.json()) as { idToken: string }
  const me = (await (await api('/api/user', { headers: { Authorization: `Bearer ${idToken}` } })).json()) as {
    id: number
    username: string
  }
  await signIn(page, 'admin')
  await page.goto('/admin')
  await page.getByRole('tab', { name: 'Usuarios' }).click()
  const actions = page.getByRole('button', { name: new RegExp(`^Acciones de (.*${me.username.split('@')[0]}|${name})`) }).first()
  await actions.click()
  await page.getByRole('menuitem', { name: C.adminVerify }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(C.document).fill('23456789X')
  await dialog.getByLabel(C.birthDate).fill('1958-02-14')
  await dialog.getByRole('button', { name: C.verify }).click()
  await eventually(() => dialog.textContent()).toContain(CENSUS_ERRORS.INVALID_DOCUMENT)
  await dialog.getByLabel(C.document).fill('23456789D')
  await dialog.getByRole('button', { name: C.verify }).click()
  await eventually(() => toast(page).textContent()).toContain(C.adminVerified('Sur'))
  const after = (await (await api('/api/user', { headers: { Authorization: `Bearer ${idToken}` } })).json()) as Record<string, unknown>
  expect(after).toMatchObject({ verified: true, residentDistrict: 'Sur' })
  await browser.axeCheck()
  // Verified as the wrong person: the administrator takes it back, with a reason for the history.
  await actions.click()
  await page.getByRole('menuitem', { name: C.adminUnbind }).click()
  const unbind = page.getByRole('dialog')
  await unbind.getByRole('button', { name: C.adminUnbind }).click()
  await eventually(() => unbind.textContent()).toContain(CENSUS_ERRORS.unbindReason)
  await unbind.getByLabel(C.unbindReasonLabel).fill('Verificada por error en la mesa')
  await browser.axeCheck()
  await unbind.getByRole('button', { name: C.adminUnbind }).click()
  const verified = async () =>
    ((await (await api('/api/user', { headers: { Authorization: `Bearer ${idToken}` } })).json()) as { verified: boolean }).verified
  await eventually(verified).toBe(false)
  await page.goto('/profile')
  await page.getByRole('button', { name: PROFILE_TEXTS.logout }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/profile'))
})

test('la vecina: el botón dice por qué no puede votar, verifica su empadronamiento y vota solo en su distrito', async () => {
  const { page } = browser
  const sur = await createProposal('Fuente en el parque del Sur', {
    description: 'Una fuente de agua potable junto a los juegos infantiles del parque.',
    district: 'Sur',
  })
  const norte = await createProposal('Papeleras en la calle del Olmo', {
    description: 'Más papeleras en la calle del Olmo, que en verano se llena de basura.',
    district: 'Norte',
  })
  await setRules({ residentsOnly: true, ownDistrictOnly: true, censusVoting: false })
  await signIn(page, 'vecina')
  await page.goto(`/proposal/${norte.id}`)
  await eventually(() => page.locator('[data-vote-state]').first().textContent()).toContain(V.residenceRequired)
  await browser.axeCheck()
  await page.getByRole('link', { name: V.goVerify }).click()
  await page.waitForURL('**/profile#empadronamiento')
  const card = page.getByRole('region', { name: C.verifyTitle })
  await card.getByLabel(C.document).fill('12345678A')
  await card.getByLabel(C.birthDate).fill('1984-05-12')
  await card.getByRole('button', { name: C.verify }).click()
  await eventually(() => card.textContent()).toContain(CENSUS_ERRORS.INVALID_DOCUMENT)
  await card.getByLabel(C.document).fill('12345678 z')
  await card.getByRole('button', { name: C.verify }).click()
  await eventually(() => card.getByRole('status').textContent()).toContain(C.verified('Norte'))
  await browser.axeCheck()
  // Another district's proposal: the button says why beforehand; her own district's she votes.
  await page.goto(`/proposal/${sur.id}`)
  await eventually(() => page.locator('[data-vote-state]').first().textContent()).toContain(V.otherDistrict('Norte'))
  await page.goto(`/proposal/${norte.id}`)
  await page.getByRole('button', { name: 'Votar' }).click()
  await eventually(() => page.locator('[data-vote-state]').first().getAttribute('data-vote-state')).toBe('voted')
  await browser.axeCheck()
})
