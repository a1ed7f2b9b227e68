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
  return () => {
    if (created) tag.remove()
    else tag.content = previous
  }
}

/** Open Graph data of a proposal page, read by share sheets and link previews that run scripts (§2). */
export function useShareMeta(meta: { title: string; description: string; url: string; image: string | null } | null) {
  // The tags change only when a value does, not at every new `meta` object.
  const title = meta?.title
  const description = meta?.description
  const url = meta?.url
  const image = meta?.image
  useEffect(() => {
    if (title === undefined || description === undefined || url === undefined) return
    const restore = [
      setMeta('og:type', 'article'),
      setMeta('og:title', title),
      setMeta('og:description', description.slice(0, 200)),
      setMeta('og:url', url),
      ...(image ? [setMeta('og:image', new URL(image, location.origin).href)] : []),
    ]
    return () => {
      for (const undo of restore) undo()
    }
  }, [title, description, url, image])
}
