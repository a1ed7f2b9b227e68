// Web Push for the installed app, loaded by the generated service worker through Workbox's
// importScripts (docs/decisions/0015-push-handler-import-scripts.md). A message is the JSON
// { title, body, url } the Worker encrypted for this device; a click opens url on this origin only.
self.addEventListener('push', (event) => {
  let message = {}
  try {
    message = event.data ? event.data.json() : {}
  } catch {
    message = {}
  }
  const url = new URL(typeof message.url === 'string' ? message.url : '/', self.location.origin)
  const target = url.origin === self.location.origin ? url.pathname + url.search : '/'
  event.waitUntil(
    self.registration.showNotification(typeof message.title === 'string' ? message.title : 'Presupuestos Participativos', {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      lang: 'es',
      tag: target,
      data: { url: target },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin).href
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((w) => w.url === target) ?? windows[0]
      if (open) {
        const shown = open.url === target ? open : await open.navigate(target)
        return (shown ?? open).focus()
      }
      return self.clients.openWindow(target)
    })(),
  )
})
