import { useRouter } from '@tanstack/react-router'
import { useState, type MouseEvent, type ReactNode } from 'react'
import { isHydrating } from '@app/lib/hydrating'

/**
 * Server-drawn text that nobody acts on (figures, tables, charts, lists of links), kept as the server
 * drew it while the page hydrates: React takes the element's markup as its `innerHTML` and does not walk,
 * compare or rebuild what is inside (docs/decisions/0071). Once `drawnFrom` changes (another year, a
 * filter, more shown) or on a page the browser draws itself, `children` are rendered as usual; the
 * `key` makes that a new element, so the server's copy is replaced and never doubled.
 *
 * A link inside still opens its page within the app (no full reload): a plain click on an address of
 * this site goes through the router, which reads the language in the address as a Link does.
 */
export function ServerDrawn({
  id,
  drawnFrom,
  className,
  children,
}: {
  /** Unique on the page: how the server's element is found. */
  id: string
  /** What the markup was drawn from, compared item by item. */
  drawnFrom: readonly unknown[]
  className?: string
  children: ReactNode
}) {
  const router = useRouter()
  const [server] = useState(() => {
    const drawn = isHydrating() ? document.getElementById(id) : null
    return drawn ? { html: drawn.innerHTML, drawnFrom } : null
  })
  if (server && server.drawnFrom.length === drawnFrom.length && server.drawnFrom.every((x, i) => Object.is(x, drawnFrom[i]))) {
    const follow = (event: MouseEvent<HTMLDivElement>) => {
      const link = (event.target as Element).closest('a[href]')
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target || link.hasAttribute('download')) return
      if (link.origin !== location.origin) return
      event.preventDefault()
      void router.navigate({ href: link.pathname + link.search + link.hash })
    }
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: the links inside answer keys themselves; this only routes their clicks
      // biome-ignore lint/a11y/useKeyWithClickEvents: the same (a key on a link is a click on it)
      <div
        key="server"
        id={id}
        className={className}
        onClick={follow}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the element's own markup, already in the document; nothing new is written
        dangerouslySetInnerHTML={{ __html: server.html }}
        suppressHydrationWarning
      />
    )
  }
  return (
    <div key="client" id={id} className={className}>
      {children}
    </div>
  )
}
