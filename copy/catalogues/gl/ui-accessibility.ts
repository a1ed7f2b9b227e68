import type { PortalCatalogue } from '../portal-catalogue'
import {
  type AccessibilityRequestKind,
  ANSWER_WORKING_DAYS,
  MAX_ACCESSIBILITY_ANSWER,
  MAX_ACCESSIBILITY_MESSAGE,
  MAX_ACCESSIBILITY_PAGE,
  MIN_ACCESSIBILITY_MESSAGE,
} from '@domain/accessibility'
import { CONTACT } from '@domain/contact-data'

const kindNames: Record<AccessibilityRequestKind, string> = {
  complaint: 'queixa sobre a accesibilidade',
  'accessible-version': 'solicitude de información accesible',
}

/** The accessibility statement (the Observatorio's model in Galician), its form, the admin tab and the e-mails. */
export const ACCESSIBILITY_TEXTS = {
  title: 'Declaración de accesibilidade',
  intro:
    'O Concello comprometeuse a facer accesible este portal de Orzamentos Participativos, de conformidade co Real decreto 1112/2018, do 7 de setembro, sobre accesibilidade dos sitios web e aplicacións para dispositivos móbiles do sector público. Esta declaración aplícase a este portal e á súa aplicación instalable.',
  statusHeading: 'Situación de cumprimento',
  status:
    'Este portal é parcialmente conforme co Real decreto 1112/2018 e coa norma UNE-EN 301 549:2022, que recolle as pautas WCAG 2.1 de nivel AA, debido ás excepcións e á falta de conformidade dos aspectos que se indican a continuación.',
  sections: [
    {
      heading: 'Contido non accesible',
      paragraphs: ['O contido que se recolle a continuación non é accesible polo seguinte:'],
      list: [
        'Falta de conformidade co Real decreto 1112/2018: as fotografías que acompañan as propostas só se describen co título da proposta, que non sempre explica o que mostra a imaxe (requisito 9.1.1.1 da UNE-EN 301 549, contido non textual).',
        'Falta de conformidade: os ficheiros de datos abertos (CSV e JSON) son datos en bruto para reutilizar; o seu contido tamén se pode ler nas páxinas de propostas e de resultados.',
        'Contido que non entra no ámbito da lexislación aplicable: os textos e as fotografías que envían os veciños e as veciñas, as asociacións e os comercios coas súas propostas son contidos de terceiros que o Concello non crea nin controla (art. 3.4.g). Publícanse tal e como se escribiron e non se traducen.',
        'Carga desproporcionada: non se invoca.',
      ],
    },
    {
      heading: 'Como se avaliou',
      paragraphs: [
        'A avaliación é unha autoavaliación feita polo propio organismo, con probas automáticas en cada cambio do portal e revisións manuais periódicas.',
      ],
      list: [
        'Cada páxina pública e cada pantalla da aplicación próbase nun navegador real a 390 e 1280 píxeles de largo con axe-core, que comproba as pautas WCAG 2.1 A e AA; corríxese calquera fallo, sexa cal sexa a súa gravidade.',
        'As probas percorren os formularios só co teclado e comproban que o foco é visible, que a orde é lóxica e que os erros se anuncian xunto a cada campo.',
        'As probas de rendemento (Lighthouse) vixían que o contido non se despraza mentres carga.',
      ],
    },
  ],
  preparedHeading: 'Preparación desta declaración',
  prepared: (day) => `Esta declaración preparouse o ${day}.`,
  manualReview: (day) => `A última revisión manual da accesibilidade do portal fíxose o ${day}.`,
  noManualReview: 'Aínda non se fixo unha revisión manual completa: só se aplican as probas automáticas descritas.',
  contactHeading: 'Observacións e datos de contacto',
  contact: [
    'Pode facernos chegar calquera comunicación sobre os requisitos de accesibilidade deste portal: informar dun posible incumprimento, indicarnos outras dificultades para acceder ao seu contido ou facer calquera consulta ou suxestión de mellora.',
    `Pode presentar unha queixa sobre o cumprimento dos requisitos do Real decreto 1112/2018 ou solicitar información accesible sobre un contido (por exemplo, unha versión accesible dun documento ou unha descrición dunha fotografía) co formulario desta páxina, por correo electrónico a ${CONTACT.email} ou no Rexistro do Concello.`,
    `Darémoslle un número de referencia e responderémoslle nun prazo máximo de ${ANSWER_WORKING_DAYS} días hábiles.`,
  ],
  procedureHeading: 'Procedemento de aplicación',
  procedure: [
    `Se a súa queixa ou a súa solicitude de información accesible se desestima, non está de acordo coa decisión ou a resposta non cumpre os requisitos do artigo 12.5 do Real decreto 1112/2018, pode iniciar unha reclamación. Tamén pode reclamar se pasan ${ANSWER_WORKING_DAYS} días hábiles sen resposta.`,
    'A reclamación preséntase no Rexistro Xeral do Concello ou na súa sede electrónica, dirixida á unidade responsable de accesibilidade.',
  ],
  technicalHeading: 'Contido opcional',
  technical: [
    'O portal funciona coas versións actuais dos navegadores máis usados e con lectores de pantalla. Baséase en HTML, WAI-ARIA, CSS e JavaScript; as páxinas públicas pódense ler aínda que JavaScript non se cargue.',
  ],
  form: {
    heading: 'Enviar unha queixa ou unha solicitude',
    intro: 'Os campos marcados con * son obrigatorios. Só usamos o seu correo electrónico para responderlle.',
    kind: 'Que quere enviar *',
    kinds: {
      complaint: 'Unha queixa sobre a accesibilidade do portal',
      'accessible-version': 'Unha solicitude de información accesible (por exemplo, unha versión accesible dun contido)',
    },
    name: 'Nome',
    email: 'Correo electrónico para responderlle *',
    page: 'Páxina ou contido ao que se refire',
    pageHint: 'Por exemplo, o enderezo da páxina ou o título da proposta.',
    message: 'Describa o problema ou o que precisa *',
    messageHint: `Entre ${MIN_ACCESSIBILITY_MESSAGE} e ${MAX_ACCESSIBILITY_MESSAGE} caracteres.`,
    send: 'Enviar',
    sending: 'Enviando...',
    sent: (reference) => `Recibimos a súa mensaxe. O seu número de referencia é ${reference}.`,
    sentDue: (day) => `Responderémoslle por correo electrónico como máis tarde o ${day}. Tamén lle enviamos un correo con esta referencia.`,
    another: 'Enviar outra mensaxe',
    draftKept: 'O que escribiu gárdase neste dispositivo ata que se envíe.',
    offline:
      'Non foi posible enviala porque non hai conexión. O que escribiu segue aquí e gardado neste dispositivo: ténteo de novo cando teña conexión.',
    failed: 'Non foi posible enviar a mensaxe.',
  },
  validation: {
    kind: 'Escolla se é unha queixa ou unha solicitude de información accesible',
    email: 'Indique un correo electrónico válido para que poidamos responderlle',
    messageMin: `Describa o problema con polo menos ${MIN_ACCESSIBILITY_MESSAGE} caracteres`,
    messageMax: `A mensaxe non pode superar os ${MAX_ACCESSIBILITY_MESSAGE} caracteres`,
    pageMax: `A páxina ou o contido non pode superar os ${MAX_ACCESSIBILITY_PAGE} caracteres`,
    nameMax: 'O nome non pode superar os 100 caracteres',
    answerMin: 'Escriba a resposta que recibirá a persoa',
    answerMax: `A resposta non pode superar os ${MAX_ACCESSIBILITY_ANSWER} caracteres`,
    reviewedOn: 'Indique unha data válida que non sexa futura',
  },
  admin: {
    tab: 'Accesibilidade',
    heading: 'Queixas e solicitudes de accesibilidade',
    intro: `O Real decreto 1112/2018 obriga a responder cada queixa ou solicitude en ${ANSWER_WORKING_DAYS} días hábiles. A resposta envíase por correo electrónico á persoa e queda no historial.`,
    empty: 'Non hai queixas nin solicitudes de accesibilidade.',
    loadFailed: 'Non foi posible cargar as queixas e solicitudes de accesibilidade.',
    received: (day) => `Recibida o ${day}`,
    due: (day) => `Prazo legal: ${day}`,
    daysLeft: (days) =>
      days > 1 ? `quedan ${days} días hábiles` : days === 1 ? 'queda 1 día hábil' : days === 0 ? 'vence hoxe' : 'prazo vencido',
    open: 'Pendente de resposta',
    answered: (day) => `Respondida o ${day}`,
    contact: 'Responder a',
    page: 'Páxina ou contido',
    answerLabel: 'Resposta',
    answerHint: 'Enviarase tal cal por correo electrónico á persoa, coa referencia.',
    send: 'Enviar a resposta',
    sent: 'Resposta enviada por correo electrónico.',
    failed: 'Non foi posible enviar a resposta.',
    alreadyAnswered: 'Esta solicitude xa ten resposta.',
    notFound: 'A solicitude de accesibilidade non existe.',
    reviewTitle: 'Declaración de accesibilidade',
    reviewText: 'A data da última revisión manual da accesibilidade do portal, que publica a declaración de accesibilidade.',
    reviewedOn: 'Última revisión manual',
    saveReview: 'Gardar a data',
    reviewSaved: 'Data de revisión gardada.',
    reviewFailed: 'Non foi posible gardar a data de revisión.',
  },
  email: {
    receivedSubject: (kind, reference) => `Recibimos a súa ${kindNames[kind]} (${reference})`,
    receivedBody: (p) =>
      [
        'Ola:',
        '',
        `Recibimos a súa ${kindNames[p.kind]} do portal de Orzamentos Participativos, co número de referencia ${p.reference}.`,
        `Responderémoslle como máis tarde o ${p.due} (${ANSWER_WORKING_DAYS} días hábiles, Real decreto 1112/2018).`,
        '',
        'Pola súa privacidade, este correo non repite a súa mensaxe. Se non a enviou vostede, pode ignoralo.',
        '',
        'Concello · Orzamentos Participativos',
      ].join('\n'),
    answerSubject: (kind, reference) => `Resposta á súa ${kindNames[kind]} (${reference})`,
    answerBody: (p) =>
      [
        'Ola:',
        '',
        `Esta é a resposta á súa mensaxe con referencia ${p.reference}:`,
        '',
        p.answer,
        '',
        'Se non está de acordo coa resposta, pode presentar unha reclamación no Rexistro Xeral do Concello (Real decreto 1112/2018, art. 13).',
        '',
        'Concello · Orzamentos Participativos',
      ].join('\n'),
  },
} satisfies PortalCatalogue['ACCESSIBILITY_TEXTS']
