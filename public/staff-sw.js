/* The staff admin's service worker (scope /admin): shows a lead alert pushed by the server and
   opens the lead when the alert is tapped. */
self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('push', (event) => {
  let alert = {}
  try {
    alert = event.data ? event.data.json() : {}
  } catch {
    alert = { title: event.data ? event.data.text() : '' }
  }
  const title = alert.title || 'Lead'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: alert.body || '',
      tag: alert.tag || undefined,
      renotify: Boolean(alert.tag),
      requireInteraction: true,
      icon: '/staff-icon-192.png',
      badge: '/staff-icon-192.png',
      data: { url: alert.url || '/admin/collections/leads' },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL(event.notification.data?.url || '/admin', self.location.origin).href
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const tab = tabs.find((client) => client.url.startsWith(self.location.origin + '/admin'))
      if (tab) {
        await tab.focus()
        return tab.navigate(url)
      }
      return self.clients.openWindow(url)
    })(),
  )
})
