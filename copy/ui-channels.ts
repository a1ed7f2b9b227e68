import { localized } from './localize'
/** Proposals from other channels, registered by the administration. */
export const CHANNEL_TEXTS = localized('CHANNEL_TEXTS', {
  register: {
    title: 'Registrar propuesta de otro canal',
    adminLink: 'Registrar propuestas recibidas por otros canales',
    back: 'Volver al panel',
    posterLink: 'Imprimir el cartel con código QR para las mesas informativas',
    intro:
      'Para las propuestas que llegan en papel, por correo, al buzón de la asociación, a la oficina de la Federación, al 010, por WhatsApp o por teléfono. Entran como pendientes con su fecha de recepción.',
    quickMode: 'Entrada rápida de cupones',
    quickModeHint:
      'Solo teclado: Intro guarda, el cursor vuelve al título y se conservan el canal, la fecha y el distrito para el siguiente cupón.',
    channel: 'Canal de recepción',
    receivedAt: 'Fecha de recepción',
    submitterTitle: 'Datos de quien la presenta (tal como figuran)',
    submitterText: 'Solo los ve el equipo de administración; nunca se publican.',
    submitterSurname: 'Apellidos (opcional)',
    submitterPhone: 'Teléfono (opcional)',
    submitterEmail: 'Email (opcional)',
    image: 'Foto o escaneo del cupón (opcional)',
    submit: 'Registrar propuesta',
    sending: 'Registrando...',
    saved: 'Propuesta registrada',
    savedText: (title: string) => `«${title}» ha entrado como pendiente.`,
    failure: 'No se ha podido registrar la propuesta',
    sessionTitle: 'Registradas en esta sesión',
    sessionCount: (n: number) => (n === 1 ? '1 propuesta registrada' : `${n} propuestas registradas`),
    sessionEmpty: 'Todavía no has registrado ninguna en esta sesión.',
    open: 'Ver',
  },
} as const)
