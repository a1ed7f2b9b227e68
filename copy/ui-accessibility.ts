import type { AccessibilityRequestKind } from '@domain/accessibility'
import {
  ANSWER_WORKING_DAYS,
  MAX_ACCESSIBILITY_ANSWER,
  MAX_ACCESSIBILITY_MESSAGE,
  MAX_ACCESSIBILITY_PAGE,
  MIN_ACCESSIBILITY_MESSAGE,
} from '@domain/accessibility'
import { CONTACT } from '@domain/contact-data'
import type { StaticSection } from './ui-static-pages'
import { localized } from './localize'

const kindNames: Record<AccessibilityRequestKind, string> = {
  complaint: 'queja sobre la accesibilidad',
  'accessible-version': 'solicitud de información accesible',
}

/**
 * The accessibility statement at /accesibilidad, after the model of the Observatorio de Accesibilidad Web
 * (Real Decreto 1112/2018, art. 15), its complaints and requests form, the admin panel's tab and the
 * e-mails that answer them.
 */
export const ACCESSIBILITY_TEXTS = localized('ACCESSIBILITY_TEXTS', {
  title: 'Declaración de accesibilidad',
  intro:
    'El Ayuntamiento se ha comprometido a hacer accesible este portal de Presupuestos Participativos, de conformidad con el Real Decreto 1112/2018, de 7 de septiembre, sobre accesibilidad de los sitios web y aplicaciones para dispositivos móviles del sector público. Esta declaración se aplica a este portal y a su aplicación instalable.',
  statusHeading: 'Situación de cumplimiento',
  status:
    'Este portal es parcialmente conforme con el Real Decreto 1112/2018 y con la norma UNE-EN 301 549:2022, que recoge las pautas WCAG 2.1 de nivel AA, debido a las excepciones y a la falta de conformidad de los aspectos que se indican a continuación.',
  sections: [
    {
      heading: 'Contenido no accesible',
      paragraphs: ['El contenido que se recoge a continuación no es accesible por lo siguiente:'],
      list: [
        'Falta de conformidad con el Real Decreto 1112/2018: las fotografías que acompañan a las propuestas solo se describen con el título de la propuesta, que no siempre explica lo que muestra la imagen (requisito 9.1.1.1 de UNE-EN 301 549, contenido no textual).',
        'Falta de conformidad: los ficheros de datos abiertos (CSV y JSON) son datos en bruto para reutilizar; su contenido se puede leer también en las páginas de propuestas y de resultados.',
        'Contenido que no entra dentro del ámbito de la legislación aplicable: los textos y las fotografías que envían los vecinos, las asociaciones y los comercios con sus propuestas son contenidos de terceros que el Ayuntamiento no crea ni controla (art. 3.4.g). Se publican tal como se escribieron y no se traducen.',
        'Carga desproporcionada: no se invoca.',
      ],
    },
    {
      heading: 'Cómo se ha evaluado',
      paragraphs: [
        'La evaluación es una autoevaluación hecha por el propio organismo, con pruebas automáticas en cada cambio del portal y revisiones manuales periódicas.',
      ],
      list: [
        'Cada página pública y cada pantalla de la aplicación se prueba en un navegador real a 390 y 1280 píxeles de ancho con axe-core, que comprueba las pautas WCAG 2.1 A y AA; se corrige cualquier fallo, sea cual sea su gravedad.',
        'Las pruebas recorren los formularios solo con el teclado y comprueban que el foco es visible, que el orden es lógico y que los errores se anuncian junto a cada campo.',
        'Las pruebas de rendimiento (Lighthouse) vigilan que el contenido no se desplace mientras carga.',
      ],
    },
  ] satisfies StaticSection[],
  preparedHeading: 'Preparación de esta declaración',
  prepared: (day: string) => `Esta declaración se preparó el ${day}.`,
  manualReview: (day: string) => `La última revisión manual de la accesibilidad del portal se hizo el ${day}.`,
  noManualReview: 'Todavía no se ha hecho una revisión manual completa: solo se aplican las pruebas automáticas descritas.',
  contactHeading: 'Observaciones y datos de contacto',
  contact: [
    'Puedes hacernos llegar cualquier comunicación sobre los requisitos de accesibilidad de este portal: informar de un posible incumplimiento, contarnos otras dificultades para acceder a su contenido o hacer cualquier consulta o sugerencia de mejora.',
    `Puedes presentar una queja sobre el cumplimiento de los requisitos del Real Decreto 1112/2018 o pedir información accesible sobre un contenido (por ejemplo, una versión accesible de un documento o una descripción de una fotografía) con el formulario de esta página, por email a ${CONTACT.email} o en el Registro del Ayuntamiento.`,
    `Te daremos un número de referencia y te responderemos en un plazo máximo de ${ANSWER_WORKING_DAYS} días hábiles.`,
  ],
  procedureHeading: 'Procedimiento de aplicación',
  procedure: [
    `Si tu queja o tu solicitud de información accesible se desestima, no estás de acuerdo con la decisión o la respuesta no cumple los requisitos del artículo 12.5 del Real Decreto 1112/2018, puedes iniciar una reclamación. También puedes reclamar si pasan ${ANSWER_WORKING_DAYS} días hábiles sin respuesta.`,
    'La reclamación se presenta en el Registro General del Ayuntamiento o en su sede electrónica, dirigida a la unidad responsable de accesibilidad.',
  ],
  technicalHeading: 'Contenido opcional',
  technical: [
    'El portal funciona con las versiones actuales de los navegadores más usados y con lectores de pantalla. Se basa en HTML, WAI-ARIA, CSS y JavaScript; las páginas públicas se pueden leer aunque JavaScript no se cargue.',
  ],
  form: {
    heading: 'Enviar una queja o una solicitud',
    intro: 'Los campos marcados con * son obligatorios. Usamos tu email solo para responderte.',
    kind: 'Qué quieres enviar *',
    kinds: {
      complaint: 'Una queja sobre la accesibilidad del portal',
      'accessible-version': 'Una solicitud de información accesible (por ejemplo, una versión accesible de un contenido)',
    } satisfies Record<AccessibilityRequestKind, string>,
    name: 'Nombre',
    email: 'Email para responderte *',
    page: 'Página o contenido al que se refiere',
    pageHint: 'Por ejemplo, la dirección de la página o el título de la propuesta.',
    message: 'Describe el problema o lo que necesitas *',
    messageHint: `Entre ${MIN_ACCESSIBILITY_MESSAGE} y ${MAX_ACCESSIBILITY_MESSAGE} caracteres.`,
    send: 'Enviar',
    sending: 'Enviando...',
    sent: (reference: string) => `Hemos recibido tu mensaje. Tu número de referencia es ${reference}.`,
    sentDue: (day: string) => `Te responderemos por email como muy tarde el ${day}. También te hemos enviado un email con esta referencia.`,
    another: 'Enviar otro mensaje',
    draftKept: 'Lo que has escrito se guarda en este dispositivo hasta que se envíe.',
    offline:
      'No se ha podido enviar porque no hay conexión. Lo que has escrito sigue aquí y guardado en este dispositivo: vuelve a intentarlo cuando tengas conexión.',
    failed: 'No se ha podido enviar el mensaje.',
  },
  validation: {
    kind: 'Elige si es una queja o una solicitud de información accesible',
    email: 'Indica un email válido para que podamos responderte',
    messageMin: `Describe el problema con al menos ${MIN_ACCESSIBILITY_MESSAGE} caracteres`,
    messageMax: `El mensaje no puede superar los ${MAX_ACCESSIBILITY_MESSAGE} caracteres`,
    pageMax: `La página o el contenido no puede superar los ${MAX_ACCESSIBILITY_PAGE} caracteres`,
    nameMax: 'El nombre no puede superar los 100 caracteres',
    answerMin: 'Escribe la respuesta que recibirá la persona',
    answerMax: `La respuesta no puede superar los ${MAX_ACCESSIBILITY_ANSWER} caracteres`,
    reviewedOn: 'Indica una fecha válida que no sea futura',
  },
  admin: {
    tab: 'Accesibilidad',
    heading: 'Quejas y solicitudes de accesibilidad',
    intro: `El Real Decreto 1112/2018 obliga a responder cada queja o solicitud en ${ANSWER_WORKING_DAYS} días hábiles. La respuesta se envía por email a la persona y queda en el historial.`,
    empty: 'No hay quejas ni solicitudes de accesibilidad.',
    loadFailed: 'No se pudieron cargar las quejas y solicitudes de accesibilidad.',
    received: (day: string) => `Recibida el ${day}`,
    due: (day: string) => `Plazo legal: ${day}`,
    daysLeft: (days: number) =>
      days > 1 ? `quedan ${days} días hábiles` : days === 1 ? 'queda 1 día hábil' : days === 0 ? 'vence hoy' : 'plazo vencido',
    open: 'Pendiente de respuesta',
    answered: (day: string) => `Respondida el ${day}`,
    contact: 'Responder a',
    page: 'Página o contenido',
    answerLabel: 'Respuesta',
    answerHint: 'Se enviará tal cual por email a la persona, con la referencia.',
    send: 'Enviar respuesta',
    sent: 'Respuesta enviada por email.',
    failed: 'No se pudo enviar la respuesta.',
    alreadyAnswered: 'Esta solicitud ya tiene respuesta.',
    notFound: 'La solicitud de accesibilidad no existe.',
    reviewTitle: 'Declaración de accesibilidad',
    reviewText: 'La fecha de la última revisión manual de la accesibilidad del portal, que publica la declaración de accesibilidad.',
    reviewedOn: 'Última revisión manual',
    saveReview: 'Guardar fecha',
    reviewSaved: 'Fecha de revisión guardada.',
    reviewFailed: 'No se pudo guardar la fecha de revisión.',
  },
  email: {
    receivedSubject: (kind: AccessibilityRequestKind, reference: string) => `Hemos recibido tu ${kindNames[kind]} (${reference})`,
    // Never the sender's own text: the address is not confirmed, and anyone could type someone else's.
    receivedBody: (p: { kind: AccessibilityRequestKind; reference: string; due: string }) =>
      [
        'Hola:',
        '',
        `Hemos recibido tu ${kindNames[p.kind]} del portal de Presupuestos Participativos, con el número de referencia ${p.reference}.`,
        `Te responderemos como muy tarde el ${p.due} (${ANSWER_WORKING_DAYS} días hábiles, Real Decreto 1112/2018).`,
        '',
        'Por tu privacidad, este correo no repite tu mensaje. Si no lo has enviado tú, puedes ignorarlo.',
        '',
        'Ayuntamiento · Presupuestos Participativos',
      ].join('\n'),
    answerSubject: (kind: AccessibilityRequestKind, reference: string) => `Respuesta a tu ${kindNames[kind]} (${reference})`,
    answerBody: (p: { reference: string; answer: string }) =>
      [
        'Hola:',
        '',
        `Esta es la respuesta a tu mensaje con referencia ${p.reference}:`,
        '',
        p.answer,
        '',
        'Si no estás de acuerdo con la respuesta, puedes presentar una reclamación en el Registro General del Ayuntamiento (Real Decreto 1112/2018, art. 13).',
        '',
        'Ayuntamiento · Presupuestos Participativos',
      ].join('\n'),
  },
} as const)
