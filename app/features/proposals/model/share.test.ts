import { describe, expect, it, vi } from 'vitest'
import { proposalUrl, shareFeedback, shareProposal } from './share'

const url = proposalUrl('https://presupuestos.example', 7)
const abort = () => Promise.reject(Object.assign(new Error('cancel'), { name: 'AbortError' }))

describe('share flow', () => {
  it('shares the title, the invitation text and the proposal link', async () => {
    const share = vi.fn(() => Promise.resolve())
    expect(await shareProposal({ share }, 'Bancos', url)).toBe('shared')
    expect(share).toHaveBeenCalledWith({
      title: 'Bancos',
      text: 'Te comparto esta propuesta ciudadana. ¡Vota para apoyar que se haga realidad!',
      url: 'https://presupuestos.example/proposal/7',
    })
  })

  it('does nothing more when the person cancels', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    expect(await shareProposal({ share: abort, clipboard: { writeText } }, 'Bancos', url)).toBe('cancelled')
    expect(writeText).not.toHaveBeenCalled()
    expect(shareFeedback('cancelled', 'card')).toBeNull()
  })

  it('copies the link when sharing fails or is not available', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    const broken = () => Promise.reject(new Error('NotAllowedError'))
    expect(await shareProposal({ share: broken, clipboard: { writeText } }, 'Bancos', url)).toBe('copied')
    expect(await shareProposal({ clipboard: { writeText } }, 'Bancos', url)).toBe('copied')
    expect(writeText).toHaveBeenCalledWith(url)
    expect(shareFeedback('copied', 'card')).toMatchObject({ title: 'Enlace copiado', description: 'URL copiada al portapapeles' })
  })

  it('says so when the clipboard refuses or nothing works', async () => {
    const writeText = () => Promise.reject(new Error('denied'))
    expect(await shareProposal({ clipboard: { writeText } }, 'Bancos', url)).toBe('copyFailed')
    expect(shareFeedback('copyFailed', 'card')).toMatchObject({
      title: 'No se pudo copiar',
      description: 'No se pudo acceder al portapapeles',
    })
    expect(await shareProposal({}, 'Bancos', url)).toBe('failed')
    expect(shareFeedback('failed', 'card')).toMatchObject({ title: 'Error al compartir', description: 'No se pudo compartir la propuesta' })
  })

  it('success is titled differently on the full page', () => {
    expect(shareFeedback('shared', 'card')).toMatchObject({ title: '¡Compartido!', description: 'Propuesta compartida correctamente' })
    expect(shareFeedback('shared', 'page')?.title).toBe('Compartido')
  })
})
