import type { PortalCatalogue } from '../portal-catalogue'
import { BUDGET_SHARE_PERCENT } from '@domain/constants'
import { CONTACT } from '@domain/contact-data'
import type { StaticSection } from '../../ui-static-pages'

export const LEGAL_PAGE = {
  title: 'Avisos legals',
  intro:
    "En aquesta pàgina t'expliquem qui tracta les teves dades quan participes en el Pressupost Participatiu, per a què les fem servir i quins drets tens.",
  sections: [
    {
      heading: 'Responsable del tractament',
      paragraphs: [
        `La responsable de les dades és la ${CONTACT.federation.name}, que gestiona aquest portal en col·laboració amb l'Ajuntament. Ens pots escriure a ${CONTACT.federation.email} o a ${CONTACT.federation.postalAddress}.`,
      ],
    },
    {
      heading: 'Dades que tractem',
      list: [
        "Dades del compte: correu electrònic, nom, cognoms, telèfon, el mètode d'accés (correu i contrasenya o Google) i, si les indiques, adreça, districte i entitat. La contrasenya no la guarda aquest portal, sinó el servei d'identitat.",
        'Dades de contacte que facilites en enviar una proposta sense compte: nom, cognoms, telèfon i correu electrònic.',
        'El contingut de les teves propostes (títol, descripció, districte, àmbit i fotografia) i els vots que emets.',
      ],
    },
    {
      heading: 'Finalitat',
      paragraphs: [
        'Fem servir les teves dades per gestionar les teves propostes i els teus vots, posar-nos en contacte amb tu si cal aclarir una proposta i informar-te del seu estat. No publiquem mai les teves dades de contacte: només es mostren el contingut de la proposta i el seu nombre de vots.',
      ],
    },
    {
      heading: 'Conservació',
      paragraphs: [
        "Conservem les dades mentre duri el procés participatiu de l'any i, després, el temps necessari per fer el seguiment de les propostes prioritzades i executades. Pots demanar en qualsevol moment que esborrem el teu compte i les teves dades de contacte: l'administració del portal les elimina a petició teva; les propostes es mantenen com a propostes de la ciutat, sense cap dada personal, i els vots ja comptats continuen sumant.",
        'Al teu dispositiu, les propostes que envies sense connexió es guarden fins que arriben al servidor i s’esborren tan bon punt hi arriben; les propostes ja consultades es guarden per poder-les llegir sense connexió i es renoven a cada visita.',
      ],
    },
    {
      heading: 'Avisos',
      paragraphs: [
        "Si tens compte, segueixes automàticament les propostes que envies o votes, i pots seguir o deixar de seguir qualsevol altra. Quan l'Ajuntament canvia l'estat d'una proposta que segueixes, et guardem un avís a «Avisos». Els avisos només parlen de la proposta: no diuen mai qui més la segueix, l'ha votada o l'ha enviada.",
        "Els avisos per correu electrònic només s'envien si els actives a «El meu perfil» o, sense compte, si marques la casella en enviar la teva proposta. Per enviar-los guardem la teva adreça, un codi secret per donar-te de baixa i un registre de cada correu enviat, que evita enviar-te el mateix avís dues vegades. Cada correu porta un enllaç per donar-te de baixa de tots els avisos per correu electrònic amb un sol clic.",
        "Si actives els avisos en un dispositiu, guardem l'adreça de lliurament que ens dona el teu navegador i les seves claus de xifratge; el missatge viatja xifrat a través del servei de notificacions del teu navegador (Google, Mozilla o Apple), que no el pot llegir. Els pots desactivar a «El meu perfil» o a «Avisos», i deixem de fer servir aquesta adreça tan bon punt el servei ens diu que ja no existeix.",
        "Els seguiments, els avisos, les teves preferències i els teus dispositius es guarden mentre tinguis el compte i s'esborren amb ell; l'adreça, la baixa i el registre d'enviaments dels avisos per correu electrònic es guarden fins que demanis que esborrem les teves dades.",
      ],
    },
    {
      heading: 'Padró municipal i verificació de residència',
      paragraphs: [
        "Perquè cada veí o veïna voti una sola vegada, l'Ajuntament carrega al portal el seu padró municipal. El portal no guarda cap número de DNI o NIE: de cada persona empadronada només en guarda una empremta xifrada (un HMAC-SHA-256 amb una clau secreta que només té el servidor) del seu document i la seva data de naixement, el seu districte i la data a partir de la qual pot votar per edat. Sense la clau, l'empremta no permet saber a qui correspon.",
        "Quan verifiques el teu empadronament a «El meu perfil» (o el verifica el personal d'una mesa veïnal amb el teu document al davant), el teu compte queda vinculat a aquesta empremta: guardem que estàs verificat/ada, des de quan i el teu districte. El teu document no es guarda, no es registra en cap historial i no apareix mai en cap resposta. Es compten els intents fallits de cada compte i de cada connexió durant un dia per impedir que algú provi documents aliens.",
        "Els teus vots queden vinculats a aquesta empremta i no al teu compte, perquè la mateixa persona no pugui votar dues vegades una proposta (per exemple, esborrant el compte i creant-ne un altre, o votant en paper i per internet). Si demanes que esborrem les teves dades, el teu compte s'esborra i deixa d'estar vinculat al padró, però l'empremta dels vots ja emesos es conserva mentre duri el procés, perquè continuïn comptant una sola vegada. Qui vota sense compte rep un codi de comprovació que només diu en quines propostes va comptar el seu vot, mai qui el va emetre.",
      ],
    },
    {
      heading: "Comunicació a l'Ajuntament",
      paragraphs: [
        "Les propostes prioritzades es traslladen a l'Ajuntament per a la seva valoració tècnica i la seva inclusió en el pressupost municipal. Si cal per estudiar la teva proposta, també se li comunicaran les teves dades de contacte. No cedim dades a cap altra entitat.",
      ],
    },
    {
      heading: 'Legitimació',
      paragraphs: [
        'La base legal és el teu consentiment, que dones en registrar-te o en enviar una proposta, i l’interès públic del procés participatiu municipal.',
      ],
    },
    {
      heading: 'Els teus drets',
      paragraphs: [
        `Pots accedir a les teves dades, rectificar-les, suprimir-les, oposar-te al seu tractament, limitar-lo i demanar-ne la portabilitat escrivint a ${CONTACT.federation.email}. Si creus que no hem atès bé la teva petició, pots reclamar davant l'Agència Espanyola de Protecció de Dades (www.aepd.es).`,
      ],
    },
    {
      heading: 'Galetes',
      paragraphs: [
        "Aquest portal només fa servir una galeta tècnica, pp_session, que associa la teva elecció sobre galetes a aquest navegador durant un any, i l'emmagatzematge del mateix navegador per mantenir la sessió iniciada, recordar les teves preferències (cookiePreferences i cookieBannerShown) i guardar el necessari per funcionar sense connexió. Si tries un idioma que no sigui el castellà, dues galetes tècniques, pp_lang i pp_lang_choice, el recorden: la primera perquè el portal et respongui en aquest idioma i la segona per obrir-lo en aquest idioma. No fem servir galetes de seguiment, d'anàlisi de tercers ni de publicitat. Pots revisar la teva elecció quan vulguis amb el botó rodó de la cantonada inferior dreta.",
      ],
    },
    {
      heading: 'Accessibilitat',
      paragraphs: [
        "Volem que totes les persones puguin participar. El portal s'ha dissenyat per complir les Pautes d'Accessibilitat per al Contingut Web (WCAG) 2.1 en el nivell AA: es pot fer servir només amb el teclat, funciona amb lectors de pantalla i manté un contrast suficient. Si trobes alguna barrera, escriu-nos i la corregirem.",
      ],
    },
  ],
} satisfies PortalCatalogue['LEGAL_PAGE']

export const CONTACT_PAGE = {
  title: 'Contacte',
  intro:
    "Tens alguna consulta, dubte o suggeriment sobre el Pressupost Participatiu? Escriu-nos o truca'ns pel mitjà que et resulti més còmode: et respondrem al més aviat possible.",
  cards: [
    { title: 'Correu electrònic', lines: [CONTACT.email], href: `mailto:${CONTACT.email}` },
    {
      title: "Telèfon d'informació",
      lines: [CONTACT.infoPhone, CONTACT.infoHours, `Fax: ${CONTACT.fax}`],
      href: `tel:${CONTACT.infoPhone.replace(/\s/g, '')}`,
    },
    {
      title: 'WhatsApp',
      lines: [CONTACT.whatsapp, 'Envia la teva proposta o la teva pregunta per missatge.'],
      href: `https://wa.me/34${CONTACT.whatsapp.replace(/\s/g, '')}`,
    },
    {
      title: "Servei 010 de l'Ajuntament",
      lines: [`Truca al ${CONTACT.council010} des de la ciutat`, `o al ${CONTACT.council010FromOutside} des de fora.`],
      href: `tel:${CONTACT.council010}`,
    },
    {
      title: 'En persona',
      lines: [
        'A la bústia de la teva associació veïnal',
        `o a l'oficina de la Federació: ${CONTACT.federation.office}`,
        CONTACT.federation.hours,
      ],
    },
    { title: 'Adreça postal', lines: [CONTACT.federation.postalAddress, `Web: ${CONTACT.web}`, `Instagram: ${CONTACT.instagram}`] },
  ],
} satisfies PortalCatalogue['CONTACT_PAGE']

export const BUDGET_TERMS_PAGE = {
  title: (year) => `Pressupost Participatiu ${year}`,
  documentTitle: 'Bases del pressupost',
  intro: `El Pressupost Participatiu permet que els veïns i veïnes decideixin a què es dedica el ${BUDGET_SHARE_PERCENT} % del pressupost municipal d'inversions.`,
  whatTitle: 'Què és el Pressupost Participatiu?',
  whatText:
    "És un procés anual en què la ciutadania proposa i tria millores per als seus barris. S'organitza per districtes (Norte, Sur, Este, Oeste i Centro) i l'impulsen l'Ajuntament i la Federació d'Associacions Veïnals.",
  features: [
    { title: 'Propostes de barri', text: 'Les idees neixen de qui viu i treballa a cada barri i en coneix les necessitats.' },
    { title: 'Participació àmplia', text: 'Hi poden participar veïns, comerços i associacions, tinguin o no compte al portal.' },
    { title: 'Individual i col·lectiva', text: "Pots presentar una proposta a títol personal o en nom d'un grup o entitat." },
  ],
  sections: (budgetYear: number): readonly StaticSection[] => [
    {
      heading: 'Com pots participar?',
      paragraphs: ['Pots presentar la teva proposta pel mitjà que prefereixis:'],
      list: [
        'En aquesta plataforma web, també des del codi QR dels cartells i cupons.',
        "Amb el cupó en paper, a la bústia de la teva associació veïnal o a l'oficina de la Federació.",
        `Per correu electrònic a ${CONTACT.email}.`,
        `Per WhatsApp (${CONTACT.whatsapp}) o per telèfon (${CONTACT.infoPhone}).`,
        "Trucant al servei 010 de l'Ajuntament.",
      ],
    },
    {
      heading: 'Qui hi pot participar?',
      paragraphs: [
        "Qualsevol persona que visqui a la ciutat, així com els comerços i les associacions amb activitat a la ciutat. Per votar al web necessites un compte; per enviar una proposta n'hi ha prou amb deixar les teves dades de contacte.",
      ],
    },
    {
      heading: 'Com es trien les propostes?',
      list: [
        'Les propostes es debaten a les meses de barri.',
        'Les meses les traslladen per ordre de prioritat a les juntes de districte.',
        'La Junta de Govern Local n’estudia la viabilitat tècnica i el cost.',
        `Les de més interès social s'inclouen al pressupost municipal de ${budgetYear}, que aprova el Ple de l'Ajuntament.`,
      ],
    },
    {
      heading: 'Propostes fetes en anys anteriors',
      paragraphs: [
        "Gràcies a aquest procés s'han renovat parcs infantils, s'han instal·lat aparcabicicletes i fonts, s'han millorat voreres i passos de vianants i s'han ampliat activitats culturals i esportives als barris. Pots veure les que ja s'han executat a la secció de projectes executats.",
      ],
    },
  ],
  officesTitle: 'Oficines de les associacions per districte',
  noOffice:
    "Aquesta associació no té oficina pròpia: lliura la teva proposta a l'oficina de la Federació o per qualsevol dels altres mitjans.",
  federationTitle: "Federació d'Associacions Veïnals",
  federationLines: [
    CONTACT.federation.office,
    CONTACT.federation.hours,
    `Telèfon: ${CONTACT.federation.phone}`,
    `Correu electrònic: ${CONTACT.federation.email}`,
  ],
  districtLabel: (district) => `Districte ${district}`,
  seeExecuted: 'Mostra els projectes executats',
  sendProposal: 'Envia una proposta',
} satisfies PortalCatalogue['BUDGET_TERMS_PAGE']
