import type { PortalCatalogue } from '../portal-catalogue'
import { BUDGET_SHARE_PERCENT } from '@domain/constants'
import { CONTACT } from '@domain/contact-data'
import type { StaticSection } from '../../ui-static-pages'

export const LEGAL_PAGE = {
  title: 'Avisos legais',
  intro:
    'Nesta páxina explicámoslle quen trata os seus datos cando participa no Orzamento Participativo, para que os usamos e que dereitos ten.',
  sections: [
    {
      heading: 'Responsable do tratamento',
      paragraphs: [
        `A responsable dos datos é a ${CONTACT.federation.name}, que xestiona este portal en colaboración co Concello. Pode escribirnos a ${CONTACT.federation.email} ou a ${CONTACT.federation.postalAddress}.`,
      ],
    },
    {
      heading: 'Datos que tratamos',
      list: [
        'Datos da conta: correo electrónico, nome, apelidos, teléfono, o método de acceso (correo e contrasinal ou Google) e, se os indica, enderezo, distrito e entidade. O contrasinal non o garda este portal, senón o servizo de identidade.',
        'Datos de contacto que facilita ao enviar unha proposta sen conta: nome, apelidos, teléfono e correo electrónico.',
        'O contido das súas propostas (título, descrición, distrito, ámbito e fotografía) e os votos que emite.',
      ],
    },
    {
      heading: 'Finalidade',
      paragraphs: [
        'Usamos os seus datos para xestionar as súas propostas e os seus votos, contactar con vostede se cómpre aclarar unha proposta e informalo do seu estado. Nunca publicamos os seus datos de contacto: só se amosan o contido da proposta e o seu número de votos.',
      ],
    },
    {
      heading: 'Conservación',
      paragraphs: [
        'Conservamos os datos mentres dure o proceso participativo do ano e, despois, o tempo necesario para facer o seguimento das propostas priorizadas e executadas. Pode solicitar en calquera momento que borremos a súa conta e os seus datos de contacto: a administración do portal elimínaos por petición súa; as propostas mantéñense como propostas da cidade, sen ningún dato persoal, e os votos xa contados seguen sumando.',
        'No seu dispositivo, as propostas que envía sen conexión gárdanse ata que chegan ao servidor e bórranse en canto chegan; as propostas xa consultadas gárdanse para poder lelas sen conexión e renóvanse en cada visita.',
      ],
    },
    {
      heading: 'Avisos',
      paragraphs: [
        'Se ten conta, segue automaticamente as propostas que envía ou vota, e pode seguir ou deixar de seguir calquera outra. Cando o Concello cambia o estado dunha proposta que segue, gardámoslle un aviso en «Avisos». Os avisos só falan da proposta: nunca din quen máis a segue, a votou ou a enviou.',
        'Os avisos por correo electrónico só se envían se os activa en «O meu perfil» ou, sen conta, se marca a caixa ao enviar a súa proposta. Para envialos gardamos o seu enderezo, un código secreto para darse de baixa e un rexistro de cada correo enviado, que evita enviarlle o mesmo aviso dúas veces. Cada correo leva unha ligazón para darse de baixa de todos os avisos por correo electrónico cun só clic.',
        'Se activa os avisos nun dispositivo, gardamos o enderezo de entrega que nos dá o seu navegador e as súas claves de cifrado; a mensaxe viaxa cifrada a través do servizo de notificacións do seu navegador (Google, Mozilla ou Apple), que non a pode ler. Pode desactivalos en «O meu perfil» ou en «Avisos», e deixamos de usar ese enderezo en canto o servizo nos indica que xa non existe.',
        'Os seguimentos, os avisos, as súas preferencias e os seus dispositivos gárdanse mentres teña a conta e bórranse con ela; o enderezo, a baixa e o rexistro de envíos dos avisos por correo electrónico gárdanse ata que solicite que borremos os seus datos.',
      ],
    },
    {
      heading: 'Padrón municipal e verificación de residencia',
      paragraphs: [
        'Para que cada veciño ou veciña vote unha soa vez, o Concello carga no portal o seu padrón municipal. O portal non garda ningún número de DNI ou NIE: de cada persoa empadroada só garda unha pegada cifrada (un HMAC-SHA-256 cunha clave secreta que só ten o servidor) do seu documento e a súa data de nacemento, o seu distrito e a data a partir da cal pode votar pola idade. Sen a clave, a pegada non permite saber a quen corresponde.',
        'Cando verifica o seu empadroamento en «O meu perfil» (ou o verifica o persoal dunha mesa veciñal co seu documento diante), a súa conta queda vinculada a esa pegada: gardamos que está verificado/a, desde cando e o seu distrito. O seu documento non se garda, non se rexistra en ningún historial e nunca aparece en ningunha resposta. Cóntanse os intentos fallidos de cada conta e de cada conexión durante un día para impedir que alguén probe documentos alleos.',
        'Os seus votos quedan vinculados a esa pegada e non á súa conta, para que a mesma persoa non poida votar dúas veces unha proposta (por exemplo, borrando a conta e creando outra, ou votando en papel e por internet). Se solicita que borremos os seus datos, a súa conta bórrase e deixa de estar vinculada ao padrón, pero a pegada dos votos xa emitidos consérvase mentres dure o proceso, para que sigan contando unha soa vez. Quen vota sen conta recibe un código de comprobación que só indica en que propostas contou o seu voto, nunca quen o emitiu.',
      ],
    },
    {
      heading: 'Comunicación ao Concello',
      paragraphs: [
        'As propostas priorizadas trasládanse ao Concello para a súa valoración técnica e a súa inclusión no orzamento municipal. Se é necesario para estudar a súa proposta, tamén se lle comunicarán os seus datos de contacto. Non cedemos datos a ningunha outra entidade.',
      ],
    },
    {
      heading: 'Lexitimación',
      paragraphs: [
        'A base legal é o seu consentimento, que dá ao rexistrarse ou ao enviar unha proposta, e o interese público do proceso participativo municipal.',
      ],
    },
    {
      heading: 'Os seus dereitos',
      paragraphs: [
        `Pode acceder aos seus datos, rectificalos, suprimilos, opoñerse ao seu tratamento, limitalo e solicitar a súa portabilidade escribindo a ${CONTACT.federation.email}. Se considera que non atendemos ben a súa solicitude, pode presentar unha reclamación ante a Axencia Española de Protección de Datos (www.aepd.es).`,
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Este portal só usa unha cookie técnica, pp_session, que asocia a súa elección sobre cookies a este navegador durante un ano, e o almacenamento do propio navegador para manter a sesión iniciada, lembrar as súas preferencias (cookiePreferences e cookieBannerShown) e gardar o necesario para funcionar sen conexión. Se escolle un idioma distinto do castelán, dúas cookies técnicas, pp_lang e pp_lang_choice, lémbrano: a primeira para que o portal lle responda nel e a segunda para abrilo nel. Non usamos cookies de seguimento, de análise de terceiros nin de publicidade. Pode revisar a súa elección cando queira co botón redondo da esquina inferior dereita.',
      ],
    },
    {
      heading: 'Accesibilidade',
      paragraphs: [
        'Queremos que todas as persoas poidan participar. O portal deseñouse para cumprir as Pautas de Accesibilidade para o Contido Web (WCAG) 2.1 no nivel AA: pódese usar só co teclado, funciona con lectores de pantalla e mantén un contraste suficiente. Se atopa algunha barreira, escríbanos e corrixirémola.',
      ],
    },
  ],
} satisfies PortalCatalogue['LEGAL_PAGE']

export const CONTACT_PAGE = {
  title: 'Contacto',
  intro:
    'Ten algunha consulta, dúbida ou suxestión sobre o Orzamento Participativo? Escríbanos ou chámenos polo medio que lle resulte máis cómodo: responderémoslle canto antes.',
  cards: [
    { title: 'Correo electrónico', lines: [CONTACT.email], href: `mailto:${CONTACT.email}` },
    {
      title: 'Teléfono de información',
      lines: [CONTACT.infoPhone, CONTACT.infoHours, `Fax: ${CONTACT.fax}`],
      href: `tel:${CONTACT.infoPhone.replace(/\s/g, '')}`,
    },
    {
      title: 'WhatsApp',
      lines: [CONTACT.whatsapp, 'Envíe a súa proposta ou a súa pregunta por mensaxe.'],
      href: `https://wa.me/34${CONTACT.whatsapp.replace(/\s/g, '')}`,
    },
    {
      title: 'Servizo 010 do Concello',
      lines: [`Chame ao ${CONTACT.council010} desde a cidade`, `ou ao ${CONTACT.council010FromOutside} desde fóra.`],
      href: `tel:${CONTACT.council010}`,
    },
    {
      title: 'En persoa',
      lines: ['No buzón da súa asociación veciñal', `ou na oficina da Federación: ${CONTACT.federation.office}`, CONTACT.federation.hours],
    },
    { title: 'Enderezo postal', lines: [CONTACT.federation.postalAddress, `Web: ${CONTACT.web}`, `Instagram: ${CONTACT.instagram}`] },
  ],
} satisfies PortalCatalogue['CONTACT_PAGE']

export const BUDGET_TERMS_PAGE = {
  title: (year) => `Orzamento Participativo ${year}`,
  documentTitle: 'Bases do orzamento',
  intro: `O Orzamento Participativo permite que os veciños e as veciñas decidan a que se dedica o ${BUDGET_SHARE_PERCENT} % do orzamento municipal de investimentos.`,
  whatTitle: 'Que é o Orzamento Participativo?',
  whatText:
    'É un proceso anual no que a cidadanía propón e escolle melloras para os seus barrios. Organízase por distritos (Norte, Sur, Este, Oeste e Centro) e impúlsano o Concello e a Federación de Asociacións Veciñais.',
  features: [
    { title: 'Propostas de barrio', text: 'As ideas nacen de quen vive e traballa en cada barrio e coñece as súas necesidades.' },
    { title: 'Participación ampla', text: 'Poden participar veciñanza, comercios e asociacións, teñan ou non conta no portal.' },
    { title: 'Individual e colectiva', text: 'Pode presentar unha proposta a título persoal ou en nome dun grupo ou entidade.' },
  ],
  sections: (budgetYear: number): readonly StaticSection[] => [
    {
      heading: 'Como pode participar?',
      paragraphs: ['Pode presentar a súa proposta polo medio que prefira:'],
      list: [
        'Nesta plataforma web, tamén desde o código QR dos carteis e cupóns.',
        'Co cupón en papel, no buzón da súa asociación veciñal ou na oficina da Federación.',
        `Por correo electrónico a ${CONTACT.email}.`,
        `Por WhatsApp (${CONTACT.whatsapp}) ou por teléfono (${CONTACT.infoPhone}).`,
        'Chamando ao servizo 010 do Concello.',
      ],
    },
    {
      heading: 'Quen pode participar?',
      paragraphs: [
        'Calquera persoa que viva na cidade, así como os comercios e as asociacións con actividade na cidade. Para votar na web precisa unha conta; para enviar unha proposta abonda con deixar os seus datos de contacto.',
      ],
    },
    {
      heading: 'Como se escollen as propostas?',
      list: [
        'As propostas debátense nas mesas de barrio.',
        'As mesas trasládanas por orde de prioridade ás xuntas de distrito.',
        'A Xunta de Goberno Local estuda a súa viabilidade técnica e o seu custo.',
        `As de maior interese social inclúense no orzamento municipal de ${budgetYear}, que aproba o Pleno do Concello.`,
      ],
    },
    {
      heading: 'Propostas realizadas en anos anteriores',
      paragraphs: [
        'Grazas a este proceso renováronse parques infantís, instaláronse aparcadoiros de bicicletas e fontes, melloráronse beirarrúas e pasos de peóns e ampliáronse actividades culturais e deportivas nos barrios. Pode ver as que xa se executaron na sección de proxectos executados.',
      ],
    },
  ],
  officesTitle: 'Oficinas das asociacións por distrito',
  noOffice: 'Esta asociación non ten oficina propia: entregue a súa proposta na oficina da Federación ou por calquera dos outros medios.',
  federationTitle: 'Federación de Asociacións Veciñais',
  federationLines: [
    CONTACT.federation.office,
    CONTACT.federation.hours,
    `Teléfono: ${CONTACT.federation.phone}`,
    `Correo electrónico: ${CONTACT.federation.email}`,
  ],
  districtLabel: (district) => `Distrito ${district}`,
  seeExecuted: 'Ver os proxectos executados',
  sendProposal: 'Enviar unha proposta',
} satisfies PortalCatalogue['BUDGET_TERMS_PAGE']
