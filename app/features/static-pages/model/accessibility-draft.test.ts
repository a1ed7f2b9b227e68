import { describe, expect, it } from 'vitest'
import { clearDraft, EMPTY_DRAFT, readDraft, saveDraft } from './accessibility-draft'

const memory = () => {
  const items = new Map<string, string>()
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  }
}

describe('the accessibility form draft kept on the device', () => {
  it('gives back what was typed until it is cleared', () => {
    const storage = memory()
    const draft = { ...EMPTY_DRAFT, email: 'rosa@example.test', message: 'No puedo leer el gráfico.' }
    saveDraft(draft, storage)
    expect(readDraft(storage)).toEqual(draft)
    clearDraft(storage)
    expect(readDraft(storage)).toEqual(EMPTY_DRAFT)
  })

  it('ignores a damaged or foreign copy instead of failing', () => {
    const storage = memory()
    storage.setItem('accessibilityDraft', '{not json')
    expect(readDraft(storage)).toEqual(EMPTY_DRAFT)
    storage.setItem('accessibilityDraft', JSON.stringify({ message: 42, email: 'a@b.test' }))
    expect(readDraft(storage)).toEqual({ ...EMPTY_DRAFT, email: 'a@b.test' })
  })
})
