import { useEffect, useRef, type RefObject } from 'react'
import { outbox } from './outbox-runtime'

const DRAFT_KEY = 'outboxDraft'

/** The pending page's 'Corregir': the new-proposal form opens with that item's data. */
export function openDraft(id: string): void {
  sessionStorage.setItem(DRAFT_KEY, id)
}

/**
 * For the new-proposal form: fills its (uncontrolled) fields and photo from the item being fixed, and
 * answers a function to call once the corrected submission is sent or queued again, which removes the
 * old item. Nothing is removed before that, so closing the form loses nothing.
 */
export function useOutboxDraft(form: RefObject<HTMLFormElement | null>, restorePhoto: (file: File) => void): () => Promise<void> {
  const draftId = useRef<string | null>(null)
  const consumed = useRef(false)
  // Runs after each render until the form is on screen (it may first show a spinner), then only once.
  useEffect(() => {
    if (consumed.current || !form.current) return
    consumed.current = true
    const id = sessionStorage.getItem(DRAFT_KEY)
    sessionStorage.removeItem(DRAFT_KEY)
    if (!id) return
    void outbox.get(id).then((item) => {
      if (!item || !form.current) return
      draftId.current = id
      for (const [name, value] of Object.entries(item.fields)) {
        const field = form.current.elements.namedItem(name)
        if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
          field.value = value
      }
      if (item.photo) restorePhoto(new File([item.photo.image], 'foto.jpg', { type: item.photo.image.type || 'image/jpeg' }))
    })
  })
  return async () => {
    if (draftId.current) await outbox.discard(draftId.current)
    draftId.current = null
  }
}
