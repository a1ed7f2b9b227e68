import { CONTACT } from '@domain/contact-data'
import { BUDGET_SHARE_PERCENT } from '@domain/constants'
import { localized } from './localize'

/** A static page as data: a title, an introduction and sections of paragraphs and lists. */
export interface StaticSection {
  heading: string
  paragraphs?: readonly string[]
  list?: readonly string[]
}
export interface StaticPage {
  title: string
  intro: string
  sections: readonly StaticSection[]
}

export const LEGAL_PAGE: StaticPage = localized('LEGAL_PAGE', {
  title: 'Avisos Legales',
  intro:
    'En esta página te explicamos quién trata tus datos cuando participas en el Presupuesto Participativo, para qué los usamos y qué derechos tienes.',
  sections: [
    {
      heading: 'Responsable del tratamiento',
      paragraphs: [
        `El responsable de los datos es la ${CONTACT.federation.name}, que gestiona este portal en colaboración con el Ayuntamiento. Puedes escribirnos a ${CONTACT.federation.email} o a ${CONTACT.federation.postalAddress}.`,
      ],
    },
    {
      heading: 'Datos que tratamos',
      list: [
        'Datos de la cuenta: email, nombre, apellidos, teléfono, el método de acceso (email y contraseña o Google) y, si los indicas, dirección, distrito y entidad. La contraseña no la guarda este portal, sino el servicio de identidad.',
        'Datos de contacto que facilitas al enviar una propuesta sin cuenta: nombre, apellidos, teléfono y email.',
        'El contenido de tus propuestas (título, descripción, distrito, ámbito y fotografía) y los votos que emites.',
      ],
    },
    {
      heading: 'Finalidad',
      paragraphs: [
        'Usamos tus datos para gestionar tus propuestas y tus votos, ponernos en contacto contigo si necesitamos aclarar una propuesta e informarte de su estado. Nunca publicamos tus datos de contacto: solo se muestran el contenido de la propuesta y su número de votos.',
      ],
    },
    {
      heading: 'Conservación',
      paragraphs: [
        'Conservamos los datos mientras dure el proceso participativo del año y, después, el tiempo necesario para hacer el seguimiento de las propuestas priorizadas y ejecutadas. Puedes pedir en cualquier momento que borremos tu cuenta y tus datos de contacto: la administración del portal los elimina a petición tuya; las propuestas se mantienen como propuestas de la ciudad, sin ningún dato personal, y los votos ya contados siguen sumando.',
        'En tu dispositivo, las propuestas que envías sin conexión se guardan hasta que llegan al servidor y se borran en cuanto llegan; las propuestas ya consultadas se guardan para poder leerlas sin conexión y se renuevan en cada visita.',
      ],
    },
    {
      heading: 'Avisos',
      paragraphs: [
        'Si tienes cuenta, sigues automáticamente las propuestas que envías o votas, y puedes seguir o dejar de seguir cualquier otra. Cuando el Ayuntamiento cambia el estado de una propuesta que sigues, guardamos un aviso para ti en «Avisos». Los avisos solo hablan de la propuesta: nunca dicen quién más la sigue, la ha votado o la ha enviado.',
        'Los avisos por e-mail solo se envían si los activas en «Mi Perfil» o, sin cuenta, si marcas la casilla al enviar tu propuesta. Para enviarlos guardamos tu dirección, un código secreto para darte de baja y un registro de cada correo enviado, que evita mandarte el mismo aviso dos veces. Cada correo trae un enlace para darte de baja de todos los avisos por e-mail con un solo clic.',
        'Si activas los avisos en un dispositivo, guardamos la dirección de entrega que nos da tu navegador y sus claves de cifrado; el mensaje viaja cifrado a través del servicio de notificaciones de tu navegador (Google, Mozilla o Apple), que no puede leerlo. Puedes desactivarlos en «Mi Perfil» o en «Avisos», y dejamos de usar esa dirección en cuanto el servicio nos dice que ya no existe.',
        'Los seguimientos, los avisos, tus preferencias y tus dispositivos se guardan mientras tengas la cuenta y se borran con ella; la dirección, la baja y el registro de envíos de los avisos por e-mail se guardan hasta que pidas que borremos tus datos.',
      ],
    },
    {
      heading: 'Padrón municipal y verificación de residencia',
      paragraphs: [
        'Para que cada vecino o vecina vote una sola vez, el Ayuntamiento carga en el portal su padrón municipal. El portal no guarda ningún número de DNI o NIE: de cada persona empadronada guarda solo una huella cifrada (un HMAC-SHA-256 con una clave secreta que solo tiene el servidor) de su documento y su fecha de nacimiento, su distrito y la fecha a partir de la cual puede votar por edad. Sin la clave, la huella no permite saber a quién corresponde.',
        'Cuando verificas tu empadronamiento en «Mi Perfil» (o lo verifica el personal de una mesa vecinal con tu documento delante), tu cuenta queda unida a esa huella: guardamos que estás verificado/a, desde cuándo y tu distrito. Tu documento no se guarda, no se registra en ningún historial y nunca aparece en ninguna respuesta. Se cuentan los intentos fallidos de cada cuenta y de cada conexión durante un día para impedir que alguien pruebe documentos ajenos.',
        'Tus votos quedan unidos a esa huella y no a tu cuenta, para que la misma persona no pueda votar dos veces una propuesta (por ejemplo, borrando su cuenta y creando otra, o votando en papel y por internet). Si pides que borremos tus datos, tu cuenta se borra y deja de estar unida al padrón, pero la huella de los votos ya emitidos se conserva mientras dure el proceso, para que sigan contando una sola vez. Quien vota sin cuenta recibe un código de comprobación que solo dice en qué propuestas contó su voto, nunca quién lo emitió.',
      ],
    },
    {
      heading: 'Comunicación al Ayuntamiento',
      paragraphs: [
        'Las propuestas priorizadas se trasladan al Ayuntamiento para su valoración técnica y su inclusión en el presupuesto municipal. Si es necesario para estudiar tu propuesta, se le comunicarán también tus datos de contacto. No cedemos datos a ninguna otra entidad.',
      ],
    },
    {
      heading: 'Legitimación',
      paragraphs: [
        'La base legal es tu consentimiento, que das al registrarte o al enviar una propuesta, y el interés público del proceso participativo municipal.',
      ],
    },
    {
      heading: 'Tus derechos',
      paragraphs: [
        `Puedes acceder a tus datos, rectificarlos, suprimirlos, oponerte a su tratamiento, limitarlo y pedir su portabilidad escribiendo a ${CONTACT.federation.email}. Si crees que no hemos atendido bien tu petición, puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).`,
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Este portal solo usa una cookie técnica, pp_session, que asocia tu elección sobre cookies a este navegador durante un año, y el almacenamiento del propio navegador para mantener tu sesión iniciada, recordar tus preferencias (cookiePreferences y cookieBannerShown) y guardar lo necesario para funcionar sin conexión. Si eliges otro idioma que el español, dos cookies técnicas, pp_lang y pp_lang_choice, lo recuerdan: la primera para que el portal te responda en él y la segunda para abrirlo en él. No usamos cookies de seguimiento, de análisis de terceros ni de publicidad. Puedes revisar tu elección cuando quieras con el botón redondo de la esquina inferior derecha.',
      ],
    },
    {
      heading: 'Accesibilidad',
      paragraphs: [
        'Queremos que todas las personas puedan participar. El portal se ha diseñado para cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1 en su nivel AA: se puede usar solo con el teclado, funciona con lectores de pantalla y mantiene un contraste suficiente. Si encuentras alguna barrera, escríbenos y la corregiremos.',
      ],
    },
  ],
})

export const CONTACT_PAGE = localized('CONTACT_PAGE', {
  title: 'Contacto',
  intro:
    '¿Tienes alguna consulta, duda o sugerencia sobre el Presupuesto Participativo? Escríbenos o llámanos por el medio que te resulte más cómodo: te responderemos lo antes posible.',
  cards: [
    { title: 'Correo electrónico', lines: [CONTACT.email], href: `mailto:${CONTACT.email}` },
    {
      title: 'Teléfono de información',
      lines: [CONTACT.infoPhone, CONTACT.infoHours, `Fax: ${CONTACT.fax}`],
      href: `tel:${CONTACT.infoPhone.replace(/\s/g, '')}`,
    },
    {
      title: 'WhatsApp',
      lines: [CONTACT.whatsapp, 'Envía tu propuesta o tu pregunta por mensaje.'],
      href: `https://wa.me/34${CONTACT.whatsapp.replace(/\s/g, '')}`,
    },
    {
      title: 'Servicio 010 del Ayuntamiento',
      lines: [`Llama al ${CONTACT.council010} desde la ciudad`, `o al ${CONTACT.council010FromOutside} desde fuera.`],
      href: `tel:${CONTACT.council010}`,
    },
    {
      title: 'En persona',
      lines: [
        'En el buzón de tu asociación vecinal',
        `o en la oficina de la Federación: ${CONTACT.federation.office}`,
        CONTACT.federation.hours,
      ],
    },
    { title: 'Dirección postal', lines: [CONTACT.federation.postalAddress, `Web: ${CONTACT.web}`, `Instagram: ${CONTACT.instagram}`] },
  ],
} as const)

export const BUDGET_TERMS_PAGE = localized('BUDGET_TERMS_PAGE', {
  title: (year: number) => `Presupuesto Participativo ${year}`,
  documentTitle: 'Bases Presupuesto',
  intro: `El Presupuesto Participativo permite que los vecinos y vecinas decidan a qué se dedica el ${BUDGET_SHARE_PERCENT} % del presupuesto municipal de inversiones.`,
  whatTitle: '¿Qué es el Presupuesto Participativo?',
  whatText:
    'Es un proceso anual en el que la ciudadanía propone y elige mejoras para sus barrios. Se organiza por distritos (Norte, Sur, Este, Oeste y Centro) y lo impulsan el Ayuntamiento y la Federación de Asociaciones Vecinales.',
  features: [
    { title: 'Propuestas de barrio', text: 'Las ideas nacen de quienes viven y trabajan en cada barrio y conocen sus necesidades.' },
    { title: 'Participación amplia', text: 'Pueden participar vecinos, comercios y asociaciones, tengan o no cuenta en el portal.' },
    { title: 'Individual y colectiva', text: 'Puedes presentar una propuesta a título personal o en nombre de un grupo o entidad.' },
  ],
  sections: (budgetYear: number): readonly StaticSection[] => [
    {
      heading: '¿Cómo participar?',
      paragraphs: ['Puedes presentar tu propuesta por el medio que prefieras:'],
      list: [
        'En esta plataforma web, también desde el código QR de los carteles y cupones.',
        'Con el cupón en papel, en el buzón de tu asociación vecinal o en la oficina de la Federación.',
        `Por correo electrónico a ${CONTACT.email}.`,
        `Por WhatsApp (${CONTACT.whatsapp}) o por teléfono (${CONTACT.infoPhone}).`,
        'Llamando al servicio 010 del Ayuntamiento.',
      ],
    },
    {
      heading: '¿Quién puede participar?',
      paragraphs: [
        'Cualquier persona que viva en la ciudad, así como los comercios y las asociaciones con actividad en ella. Para votar en la web necesitas una cuenta; para enviar una propuesta basta con dejar tus datos de contacto.',
      ],
    },
    {
      heading: '¿Cómo se eligen las propuestas?',
      list: [
        'Las propuestas se debaten en las mesas de barrio.',
        'Las mesas las trasladan por orden de prioridad a las juntas de distrito.',
        'La Junta de Gobierno Local estudia su viabilidad técnica y su coste.',
        `Las de mayor interés social se incluyen en el presupuesto municipal de ${budgetYear}, que aprueba el Pleno del Ayuntamiento.`,
      ],
    },
    {
      heading: 'Propuestas realizadas en años anteriores',
      paragraphs: [
        'Gracias a este proceso se han renovado parques infantiles, se han instalado aparcabicicletas y fuentes, se han mejorado aceras y pasos de peatones y se han ampliado actividades culturales y deportivas en los barrios. Puedes ver las ya ejecutadas en la sección de proyectos ejecutados.',
      ],
    },
  ],
  officesTitle: 'Oficinas de las asociaciones por distrito',
  noOffice:
    'Esta asociación no tiene oficina propia: entrega tu propuesta en la oficina de la Federación o por cualquiera de los otros medios.',
  federationTitle: 'Federación de Asociaciones Vecinales',
  federationLines: [
    CONTACT.federation.office,
    CONTACT.federation.hours,
    `Teléfono: ${CONTACT.federation.phone}`,
    `Email: ${CONTACT.federation.email}`,
  ],
  districtLabel: (district: string) => `Distrito ${district}`,
  seeExecuted: 'Ver proyectos ejecutados',
  sendProposal: 'Enviar propuesta',
} as const)
