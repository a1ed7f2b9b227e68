import { describe, expect, it } from 'vitest'
import { UI_PROPOSALS } from '@copy'
import { voteButtonState, voteErrorFeedback, voteEventFor, voteSuccessFeedback } from './vote'

describe('vote outcome', () => {
  it('a duplicate still ends well (the vote is there); anything else is a failure', () => {
    expect(voteEventFor({ status: 403, code: 'DUPLICATE_VOTE' })).toBe('duplicate')
    expect(voteEventFor(new TypeError('Failed to fetch'))).toBe('fail')
    expect(voteEventFor({ status: 403, code: 'VOTING_DISABLED' })).toBe('fail')
  })
})

describe('vote messages (§8)', () => {
  it('success', () => {
    expect(voteSuccessFeedback()).toMatchObject({ title: '¡Gracias por tu voto!', description: 'Tu voto ha sido registrado correctamente' })
  })

  it('duplicate: short text on cards, its own title and text on the page', () => {
    const dup = { status: 403, code: 'DUPLICATE_VOTE', message: 'x' }
    expect(voteErrorFeedback(dup, 'card')).toMatchObject({ title: 'Ya has votado en esta propuesta' })
    expect(voteErrorFeedback(dup, 'page')).toMatchObject({
      title: 'Ya has votado',
      description: 'Ya has votado anteriormente en esta propuesta.',
    })
  })

  it('voting switched off', () => {
    const off = { status: 403, code: 'VOTING_DISABLED', message: 'x' }
    expect(voteErrorFeedback(off, 'card')).toMatchObject({
      title: 'Error',
      description: UI_PROPOSALS.vote.disabled,
      variant: 'destructive',
    })
    expect(voteErrorFeedback(off, 'page').title).toBe('Error al votar')
  })

  it('signed out', () => {
    expect(voteErrorFeedback({ status: 401, code: 'AUTH_REQUIRED' }, 'card').title).toBe('Por favor, inicia sesión para votar')
  })

  it('network failure gets the generic text; a server text is shown as is; an empty one is unknown', () => {
    expect(voteErrorFeedback(new TypeError('Failed to fetch'), 'card').description).toBe(
      'No se pudo registrar tu voto. Por favor, intenta de nuevo.',
    )
    expect(voteErrorFeedback(new TypeError('Failed to fetch'), 'page').description).toBe(
      'No se pudo registrar tu voto. Por favor, inténtalo de nuevo.',
    )
    expect(voteErrorFeedback({ status: 429, code: 'RATE_LIMITED', message: 'Espera un momento' }, 'card').description).toBe(
      'Espera un momento',
    )
    expect(voteErrorFeedback({ status: 500, code: 'INTERNAL', message: '' }, 'card').description).toBe('Error desconocido')
  })
})

describe('what the vote button shows', () => {
  const base = { started: true, session: 'signedIn', votingEnabled: true, voted: false, action: 'idle', online: true } as const

  it("the server's drawing, and its hydration, offer no 'Votar' that could be wrong: the device's session is not read yet", () => {
    const drawn = { ...base, started: false, session: 'signedOut', voted: undefined } as const
    expect(voteButtonState(drawn)).toBe('starting')
    expect(voteButtonState({ ...drawn, votingEnabled: false })).toBe('closed')
  })

  it('a remembered vote shows as voted before anything is pressed, even once voting is closed', () => {
    expect(voteButtonState({ ...base, voted: true })).toBe('voted')
    expect(voteButtonState({ ...base, voted: true, votingEnabled: false })).toBe('voted')
    expect(voteButtonState({ ...base, action: 'duplicate' })).toBe('voted')
    expect(voteButtonState({ ...base, action: 'success' })).toBe('voted')
  })

  it('closed, offline and signed-out people get no button that fails', () => {
    expect(voteButtonState({ ...base, votingEnabled: false })).toBe('closed')
    expect(voteButtonState({ ...base, session: 'signedOut', voted: undefined, votingEnabled: false })).toBe('closed')
    expect(voteButtonState({ ...base, online: false })).toBe('offline')
    expect(voteButtonState({ ...base, session: 'signedOut', voted: undefined })).toBe('signedOut')
  })

  it('waits for the remembered votes before offering to vote; a failure can be retried', () => {
    expect(voteButtonState({ ...base, voted: undefined })).toBe('checking')
    expect(voteButtonState({ ...base, session: 'loading', voted: undefined })).toBe('checking')
    expect(voteButtonState({ ...base, action: 'sending' })).toBe('sending')
    expect(voteButtonState({ ...base, action: 'failure' })).toBe('ready')
    expect(voteButtonState(base)).toBe('ready')
  })

  it('an unconfirmed e-mail says why and can be pressed again once confirmed', () => {
    expect(voteEventFor({ status: 403, code: 'EMAIL_NOT_VERIFIED' })).toBe('unconfirmed')
    expect(voteButtonState({ ...base, action: 'unconfirmed' })).toBe('unconfirmed')
    expect(voteErrorFeedback({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'x' }, 'card')).toMatchObject({
      title: 'Confirma tu email para votar',
      description: expect.stringMatching(/^Para votar tienes que confirmar tu email/),
    })
  })

  it('a new account whose e-mail is not confirmed is told so before any vote is sent, before the census rules', () => {
    expect(voteButtonState({ ...base, emailVerified: false })).toBe('unconfirmed')
    const census = { rules: { residentsOnly: true, ownDistrictOnly: true }, district: 'Sur', residentDistrict: null }
    expect(voteButtonState({ ...base, ...census, emailVerified: false })).toBe('unconfirmed')
    expect(voteButtonState({ ...base, ...census, emailVerified: true })).toBe('notResident')
    expect(voteButtonState({ ...base, ...census, residentDistrict: 'Norte', emailVerified: true })).toBe('otherDistrict')
    expect(voteButtonState({ ...base, emailVerified: true })).toBe('ready')
    // Signed out, the invitation to sign in comes first; a vote on its way stays 'sending'.
    expect(voteButtonState({ ...base, session: 'signedOut', emailVerified: false })).toBe('signedOut')
    expect(voteButtonState({ ...base, action: 'sending', emailVerified: false })).toBe('sending')
  })
})
