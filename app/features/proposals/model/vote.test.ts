import { describe, expect, it } from 'vitest'
import { UI_PROPOSALS } from '../../../../domain/texts'
import { nextVoteState, voteErrorFeedback, voteEventFor, voteSuccessFeedback } from './vote'

describe('vote state machine', () => {
  it('idle → sending → success, and a counted vote stays counted', () => {
    const sending = nextVoteState('idle', 'send')
    expect(sending).toBe('sending')
    expect(nextVoteState(sending, 'send')).toBe('sending')
    expect(nextVoteState(sending, 'ok')).toBe('success')
    expect(nextVoteState('success', 'send')).toBe('success')
  })

  it('a duplicate is final, a failure can be retried', () => {
    expect(nextVoteState('sending', voteEventFor({ status: 403, code: 'DUPLICATE_VOTE' }))).toBe('duplicate')
    expect(nextVoteState('duplicate', 'send')).toBe('duplicate')
    const failed = nextVoteState('sending', voteEventFor(new TypeError('Failed to fetch')))
    expect(failed).toBe('failure')
    expect(nextVoteState(failed, 'send')).toBe('sending')
  })
})

describe('vote messages (§8)', () => {
  it('success', () => {
    expect(voteSuccessFeedback()).toMatchObject({ title: '¡Gracias por tu voto!', description: 'Tu voto ha sido registrado correctamente' })
  })

  it('duplicate: short text on cards, its own title and text on the page', () => {
    const dup = { status: 403, code: 'DUPLICATE_VOTE', message: 'x' }
    expect(voteErrorFeedback(dup, 'card')).toMatchObject({ title: 'Ya has votado en esta propuesta' })
    expect(voteErrorFeedback(dup, 'page')).toMatchObject({ title: 'Ya has votado', description: 'Ya has votado anteriormente en esta propuesta.' })
  })

  it('voting switched off', () => {
    const off = { status: 403, code: 'VOTING_DISABLED', message: 'x' }
    expect(voteErrorFeedback(off, 'card')).toMatchObject({ title: 'Error', description: UI_PROPOSALS.vote.disabled, variant: 'destructive' })
    expect(voteErrorFeedback(off, 'page').title).toBe('Error al votar')
  })

  it('signed out', () => {
    expect(voteErrorFeedback({ status: 401, code: 'AUTH_REQUIRED' }, 'card').title).toBe('Por favor, inicia sesión para votar')
  })

  it('network failure gets the generic text; a server text is shown as is; an empty one is unknown', () => {
    expect(voteErrorFeedback(new TypeError('Failed to fetch'), 'card').description).toBe('No se pudo registrar tu voto. Por favor, intenta de nuevo.')
    expect(voteErrorFeedback(new TypeError('Failed to fetch'), 'page').description).toBe('No se pudo registrar tu voto. Por favor, inténtalo de nuevo.')
    expect(voteErrorFeedback({ status: 429, code: 'RATE_LIMITED', message: 'Espera un momento' }, 'card').description).toBe('Espera un momento')
    expect(voteErrorFeedback({ status: 500, code: 'INTERNAL', message: '' }, 'card').description).toBe('Error desconocido')
  })
})
