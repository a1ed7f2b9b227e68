// A visitor sends a proposal with a photo (validation errors first); closed submissions show the banner.
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROOT } from '../scripts/lib/local-server.mjs'
import { DEMO_ACCOUNTS, api, idToken, useBrowser } from './harness'

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!
const PHOTO = join(ROOT, 'scripts', 'demo-data', 'photos', 'arbolado.jpg')

async function setVoting(votingEnabled: boolean) {
  const res = await api('/api/system-config', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await idToken(admin.email, admin.password)}` },
    body: JSON.stringify({ votingEnabled }),
  })
  expect(res.status).toBe(200)
}

describe('Nueva Propuesta', () => {
  const browser = useBrowser()
  beforeAll(() => browser.context.addInitScript(() => localStorage.setItem('cookieBannerShown', 'true')))
  afterAll(() => setVoting(true))

  test('al escribir el título aparecen hasta tres propuestas parecidas, con estado y votos, sin impedir el envío', async () => {
    const { page } = browser
    await page.goto('/proposals/new')
    await page.getByLabel('Título').pressSequentially('Un parque infantil en la ribera', { delay: 20 })
    const hint = page.getByRole('region', { name: '¿Ya la ha propuesto alguien?' })
    const first = hint.getByRole('link', { name: /Parque infantil accesible en el parque de la Ribera/ })
    await first.waitFor()
    expect(await hint.getByRole('listitem').count()).toBeLessThanOrEqual(3)
    expect(await first.getAttribute('href')).toMatch(/^\/proposal\/\d+$/)
    await expect(hint.getByRole('listitem').first().textContent()).resolves.toMatch(/(Presentada|Priorizada|Ejecutada).*\d+ votos?/)
    // Only a hint: the form can still be sent.
    await expect(page.getByRole('button', { name: 'Enviar propuesta' }).last().isEnabled()).resolves.toBe(true)
    await browser.axeCheck()
  })

  test('un visitante ve los errores, corrige y envía con foto', async () => {
    const { page } = browser
    const title = `Bancos a la sombra ${Date.now()}`
    await page.goto('/proposals/new?district=Norte')
    await page.getByRole('heading', { name: 'Te damos la bienvenida' }).waitFor()
    // §2, §4: what the intro promises is what happens below: public at once, as 'Presentada'.
    const intro = page.getByText(/^Describe tu idea para mejorar tu barrio\./)
    await expect(intro.textContent()).resolves.toMatch(/Se publica en cuanto la envías, como «Presentada»/)
    await expect(page.getByLabel('Distrito').inputValue()).resolves.toBe('Norte')
    await expect(page.getByLabel('Ámbito').inputValue()).resolves.toBe('Otras categorias / Varios')

    await page.getByLabel('Título').fill('Hola')
    await page.getByRole('button', { name: 'Enviar propuesta' }).last().click()
    for (const message of [
      'El título debe tener al menos 5 caracteres',
      'La descripción debe tener al menos 20 caracteres',
      'El nombre es requerido',
      'El email no es válido',
    ]) {
      await page.getByText(message).waitFor()
    }
    await expect(page.getByLabel('Título').getAttribute('aria-invalid')).resolves.toBe('true')

    await page.getByLabel('Título').fill(title)
    await page.getByLabel('Descripción').fill('Poner bancos bajo los árboles del paseo para que los mayores puedan descansar.')
    await page.getByLabel('Imagen (opcional)').setInputFiles(PHOTO)
    await page.getByAltText('Vista previa de la imagen elegida').waitFor()
    await page.getByLabel('Nombre').fill('Carmen')
    await page.getByLabel('Apellidos').fill('Ruiz')
    await page.getByLabel('Teléfono').fill('612345678')
    await page.getByLabel('Email').fill('carmen@example.com')
    await browser.axeCheck()
    await page.getByRole('button', { name: 'Enviar propuesta' }).last().click()
    await page.getByTestId('toast').getByText('Tu propuesta ha sido enviada para revisión').waitFor()

    const list = (await (await api('/api/proposals')).json()) as {
      title: string
      district: string
      status: string
      photoBig: string | null
      photoThumb: string | null
    }[]
    const sent = list.find((p) => p.title === title)
    expect(sent).toMatchObject({ district: 'Norte', status: 'pending' })
    expect(sent?.photoBig).toBeTruthy()
    expect(sent?.photoThumb).toBeTruthy()
    // The browser shrank the photo before upload: the thumbnail is a JPEG no wider than 480 px.
    const thumb = await page.evaluate(async (src) => {
      const bitmap = await createImageBitmap(await (await fetch(src)).blob())
      return Math.max(bitmap.width, bitmap.height)
    }, sent!.photoThumb!)
    expect(thumb).toBeLessThanOrEqual(480)
  })

  test('un archivo que no es imagen se rechaza con un aviso', async () => {
    const { page } = browser
    await page.goto('/proposals/new')
    await page.getByLabel('Imagen (opcional)').setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') })
    await page.getByTestId('toast').getByText('Por favor, selecciona un archivo de imagen válido').waitFor()
  })

  test('con las votaciones cerradas aparece el aviso rojo y el botón se desactiva', async () => {
    const { page } = browser
    await setVoting(false)
    await page.goto('/proposals/new')
    await page.getByText('Envío de propuestas deshabilitado').waitFor()
    await expect(page.getByRole('button', { name: 'Enviar propuesta' }).last().isDisabled()).resolves.toBe(true)
    await browser.screenshot('nueva-propuesta-cerrada')
    await setVoting(true)
  })
})
