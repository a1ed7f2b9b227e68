import type { PortalCatalogue } from '../portal-catalogue'

export const COOKIE_TEXTS = {
  title: 'Cookie-hobespenak',
  open: 'Cookie-hobespenak',
  tabSummary: 'Laburpena',
  tabSettings: 'Konfigurazioa',
  summary:
    'Atari honek cookie teknikoak eta saio-cookieak baino ez ditu erabiltzen, funtzionatzeko eta zure hobespenak gogoratzeko beharrezkoak direnak. Ez dugu jarraipen- edo publizitate-cookierik erabiltzen.',
  policy: 'Kontsultatu cookie-politika',
  acceptAll: 'Onartu guztiak',
  rejectAll: 'Beharrezkoak bakarrik',
  save: 'Gorde hobespenak',
  saved: 'Hobespenak gorde dira',
  saveFailed: 'Zure hobespenak nabigatzaile honetan gorde dira, baina ezin izan dira zerbitzarira bidali.',
  categories: {
    necessary: { label: 'Beharrezkoak', text: 'Ezinbestekoak saioa hasteko eta nabigatzeko. Beti aktibo.' },
    functional: { label: 'Funtzionalak', text: 'Aukeratu dituzun aukerak gogoratzen dituzte, iragazkiak adibidez.' },
    analytics: { label: 'Analitikoak', text: 'Orrialde erabilienak zein diren jakiten lagunduko ligukete, modu anonimoan.' },
    marketing: { label: 'Marketinekoak', text: 'Eduki pertsonalizatuak erakusteko balioko lukete. Atari honek ez ditu erabiltzen.' },
  },
} satisfies PortalCatalogue['COOKIE_TEXTS']
