import type { PortalOverlay } from '../portal-catalogue'

export const TABLE_DEVICE_TEXTS = {
  join: {
    title: 'Unir este dispositiu a una mesa',
    intro:
      "Escriu el codi de la mesa que et va donar l'Ajuntament (o obri l'enllaç del seu QR) i un nom per a este dispositiu. Només cal connexió ara: després la mesa funciona sense senyal.",
    label: "Nom d'este dispositiu",
  },
  session: {
    offlinePreparing: 'Preparant este dispositiu per a funcionar sense senyal: no talles la connexió encara.',
    leave: 'Eixir d’esta mesa',
    leaveConfirm: 'Este dispositiu oblidarà la mesa i el seu recompte, i deixarà de poder arreplegar paperetes en ella.',
  },
  ballot: {
    couponIntro: 'Un cupó arreplegat en paper: una proposta, amb el document i la data de naixement escrits en ell.',
    search: 'Busca per número o títol',
    none: 'Cap proposta coincidix amb la busca.',
    save: 'Guardar la papereta',
    saveCoupon: 'Guardar el cupó',
    saving: 'Guardant…',
    sealFailed: "No s'ha pogut xifrar la papereta en este dispositiu: no s'ha guardat res.",
  },
  receipt: {
    text: 'Fes una foto d’este codi: quan la mesa envie la papereta, podràs comprovar el teu vot en Resultats amb ell.',
  },
  sync: {
    offline: "Sense connexió: les paperetes es guarden xifrades en este dispositiu i s'enviaran quan torne el senyal.",
    failed: "No s'han pogut enviar les paperetes. Es tornarà a provar quan torne la connexió.",
  },
  tally: {
    title: "Recompte d'esta mesa",
    listTitle: "Paperetes d'este dispositiu",
    empty: 'Encara no hi ha paperetes en este dispositiu.',
  },
} satisfies PortalOverlay['TABLE_DEVICE_TEXTS']
