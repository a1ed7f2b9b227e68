import type { AccessibilityRequestInput } from '@schemas'

const KEY = 'accessibilityDraft'

export type AccessibilityDraft = Required<AccessibilityRequestInput>
export const EMPTY_DRAFT: AccessibilityDraft = { kind: 'complaint', name: '', email: '', page: '', message: '' }

/**
 * What the person is writing, kept on this device at every keystroke until it is sent: a lost connection,
 * a closed tab or a flat battery loses nothing. Cleared once the request has its reference.
 */
export function readDraft(storage: Pick<Storage, 'getItem'> = localStorage): AccessibilityDraft {
  try {
    const saved: unknown = JSON.parse(storage.getItem(KEY) ?? 'null')
    if (!saved || typeof saved !== 'object') return EMPTY_DRAFT
    const fields = Object.fromEntries(
      Object.keys(EMPTY_DRAFT).map((name) => {
        const value = (saved as Record<string, unknown>)[name]
        return [name, typeof value === 'string' ? value : EMPTY_DRAFT[name as keyof AccessibilityDraft]]
      }),
    )
    return fields as AccessibilityDraft
  } catch {
    return EMPTY_DRAFT
  }
}

export const saveDraft = (draft: AccessibilityDraft, storage: Pick<Storage, 'setItem'> = localStorage) =>
  storage.setItem(KEY, JSON.stringify(draft))

export const clearDraft = (storage: Pick<Storage, 'removeItem'> = localStorage) => storage.removeItem(KEY)
