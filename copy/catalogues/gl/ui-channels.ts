import type { PortalCatalogue } from '../portal-catalogue'

export const CHANNEL_TEXTS = {
  register: {
    title: 'Rexistrar unha proposta doutra canle',
    adminLink: 'Rexistrar propostas recibidas por outras canles',
    back: 'Volver ao panel',
    posterLink: 'Imprimir o cartel con código QR para as mesas informativas',
    intro:
      'Para as propostas que chegan en papel, por correo, ao buzón da asociación, á oficina da Federación, ao 010, por WhatsApp ou por teléfono. Entran como pendentes coa súa data de recepción.',
    quickMode: 'Entrada rápida de cupóns',
    quickModeHint: 'Só teclado: Intro garda, o cursor volve ao título e consérvanse a canle, a data e o distrito para o seguinte cupón.',
    channel: 'Canle de recepción',
    receivedAt: 'Data de recepción',
    submitterTitle: 'Datos de quen a presenta (tal e como figuran)',
    submitterText: 'Só os ve o equipo de administración; nunca se publican.',
    submitterSurname: 'Apelidos (opcional)',
    submitterPhone: 'Teléfono (opcional)',
    submitterEmail: 'Correo electrónico (opcional)',
    image: 'Foto ou escaneo do cupón (opcional)',
    submit: 'Rexistrar a proposta',
    sending: 'Rexistrando...',
    saved: 'Proposta rexistrada',
    savedText: (title) => `«${title}» entrou como pendente.`,
    failure: 'Non foi posible rexistrar a proposta',
    sessionTitle: 'Rexistradas nesta sesión',
    sessionCount: (n) => (n === 1 ? '1 proposta rexistrada' : `${n} propostas rexistradas`),
    sessionEmpty: 'Aínda non rexistrou ningunha nesta sesión.',
    open: 'Ver',
  },
} satisfies PortalCatalogue['CHANNEL_TEXTS']
