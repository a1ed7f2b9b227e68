import { useEffect } from 'react'
import { SHELL_TEXTS } from '@copy'

/** Every screen names itself in the browser tab and for screen readers (WCAG 2.4.2). */
export function useDocumentTitle(page: string | undefined): void {
  useEffect(() => {
    document.title = page ? SHELL_TEXTS.documentTitle(page) : SHELL_TEXTS.siteName
  }, [page])
}
