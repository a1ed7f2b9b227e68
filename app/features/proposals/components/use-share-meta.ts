import { useEffect } from 'react'

/** Sets (and afterwards restores) a `<meta property=…>` tag in the document head. */
function setMeta(property: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)
  const created = !tag
  if (!tag) {
    tag = document.createElement('meta')
    tag.setAttribute('property', property)
    document.head.appendChild(tag)
  }
  const previous = tag.content
  tag.content = content
  return () => (created ? tag.remove() : (tag.content = previous))
}

/** Open Graph data of a proposal page, read by share sheets and link previews that run scripts (§2). */
export function useShareMeta(meta: { title: string; description: string; url: string; image: string | null } | null) {
  useEffect(() => {
    if (!meta) return
    const restore = [
      setMeta('og:type', 'article'),
      setMeta('og:title', meta.title),
      setMeta('og:description', meta.description.slice(0, 200)),
      setMeta('og:url', meta.url),
      ...(meta.image ? [setMeta('og:image', new URL(meta.image, location.origin).href)] : []),
    ]
    return () => restore.forEach((undo) => undo())
  }, [meta?.title, meta?.description, meta?.url, meta?.image])
}
