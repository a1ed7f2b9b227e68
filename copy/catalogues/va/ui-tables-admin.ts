import type { PortalOverlay } from '../portal-catalogue'

export const TABLE_ADMIN_TEXTS = {
  form: {
    graceHint: 'Després del tancament, els mòbils poden enviar durant estes hores els vots presos en horari (de 0 a 72).',
  },
  code: {
    title: (place) => `Codi per a unir-se a la mesa «${place}»`,
    once: "Este codi només es mostra ara. Escaneja'l amb cada mòbil de la mesa o apunta'l; si es perd, demana'n un de nou.",
    qr: (code) => `Codi QR per a unir-se a la mesa amb el codi ${code}`,
  },
  list: {
    grace: (hours) => `${hours} h de gràcia per a enviar`,
    lastSeen: (when) => `Última connexió: ${when}.`,
  },
  dialogs: {
    newCodeText: "El codi anterior deixa de servir per a unir-s'hi. Els mòbils ja units continuen com estaven.",
    revokeText: "Tot el que els seus mòbils envien a partir d'ara es rebutjarà i quedarà anotat en l'acta; no es comptarà res més.",
    revokeDeviceText: "El que este mòbil envie a partir d'ara es rebutjarà i quedarà anotat en l'acta; no es comptarà.",
    reasonHint: "Queda escrit en l'acta de la mesa.",
  },
  byTable: {
    empty: 'Cap mesa no ha comptat vots este any.',
  },
  record: {
    csv: "Vots per proposta d'esta mesa (CSV)",
    deviceColumns: { lastSeen: 'Última connexió' },
  },
} satisfies PortalOverlay['TABLE_ADMIN_TEXTS']
