import { describe, expect, test } from 'vitest'
import { ApiError, errorMessage, readResponse } from './api-error'

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

async function failure(response: Response): Promise<ApiError> {
  try {
    await readResponse(response)
  } catch (error) {
    return error as ApiError
  }
  throw new Error('expected a failure')
}

describe('readResponse (§8 request helper)', () => {
  test('answers the JSON of a successful call', async () => {
    await expect(readResponse(json({ id: 7 }, 200))).resolves.toEqual({ id: 7 })
  })

  test('an error in the contract keeps status, code, message, fields and proposal', async () => {
    const error = await failure(
      json({ error: 'DUPLICATE_VOTE', message: 'Ya has votado en esta propuesta', proposal: { id: 3, votes: 9 } }, 403),
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(403)
    expect(error.code).toBe('DUPLICATE_VOTE')
    expect(error.message).toBe('Ya has votado en esta propuesta')
    expect(error.proposal).toEqual({ id: 3, votes: 9 })
    const invalid = await failure(
      json({ error: 'VALIDATION', message: 'Revisa', fields: { title: 'El título debe tener al menos 5 caracteres' } }, 400),
    )
    expect(invalid.fields).toEqual({ title: 'El título debe tener al menos 5 caracteres' })
  })

  test('an HTML error page becomes "Error del servidor (status): ..." with its title', async () => {
    const page = new Response('<!doctype html><html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>', {
      status: 502,
      headers: { 'Content-Type': 'text/html' },
    })
    expect((await failure(page)).message).toBe('Error del servidor (502): 502 Bad Gateway')
  })

  test('a body that is not JSON gives "Error al procesar la respuesta del servidor"', async () => {
    expect((await failure(new Response('{roto', { status: 500 }))).message).toBe('Error al procesar la respuesta del servidor')
    await expect(readResponse(new Response('no es json', { status: 200 }))).rejects.toThrow('Error al procesar la respuesta del servidor')
  })

  test('a JSON error without a message gives "Error en la petición"', async () => {
    expect((await failure(json({}, 400))).message).toBe('Error en la petición')
  })

  test('errorMessage uses the fallback only for errors that are not ApiError', () => {
    expect(errorMessage(new ApiError(400, 'del servidor'), 'Error al enviar la propuesta')).toBe('del servidor')
    expect(errorMessage(new TypeError('x'), 'Error al enviar la propuesta')).toBe('Error al enviar la propuesta')
  })
})
