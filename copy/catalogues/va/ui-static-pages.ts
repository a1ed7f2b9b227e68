import type { PortalOverlay } from '../portal-catalogue'
import { BUDGET_SHARE_PERCENT } from '@domain/constants'
import { CONTACT } from '@domain/contact-data'
import type { StaticSection } from '../../ui-static-pages'

export const LEGAL_PAGE = {
  intro:
    "En esta pàgina t'expliquem qui tracta les teues dades quan participes en el Pressupost Participatiu, per a què les fem servir i quins drets tens.",
  sections: {
    0: {
      paragraphs: {
        0: `La responsable de les dades és la ${CONTACT.federation.name}, que gestiona este portal en col·laboració amb l'Ajuntament. Ens pots escriure a ${CONTACT.federation.email} o a ${CONTACT.federation.postalAddress}.`,
      },
    },
    1: {
      list: {
        0: "Dades del compte: correu electrònic, nom, cognoms, telèfon, el mètode d'accés (correu i contrasenya o Google) i, si les indiques, adreça, districte i entitat. La contrasenya no la guarda este portal, sinó el servici d'identitat.",
        2: 'El contingut de les teues propostes (títol, descripció, districte, àmbit i fotografia) i els vots que emets.',
      },
    },
    2: {
      paragraphs: {
        0: 'Fem servir les teues dades per a gestionar les teues propostes i els teus vots, posar-nos en contacte amb tu si cal aclarir una proposta i informar-te del seu estat. No publiquem mai les teues dades de contacte: només es mostren el contingut de la proposta i el seu nombre de vots.',
      },
    },
    3: {
      paragraphs: {
        0: "Conservem les dades mentre dure el procés participatiu de l'any i, després, el temps necessari per a fer el seguiment de les propostes prioritzades i executades. Pots demanar en qualsevol moment que esborrem el teu compte i les teues dades de contacte: l'administració del portal les elimina a petició teua; les propostes es mantenen com a propostes de la ciutat, sense cap dada personal, i els vots ja comptats continuen sumant.",
        1: 'Al teu dispositiu, les propostes que envies sense connexió es guarden fins que arriben al servidor i s’esborren tan bon punt hi arriben; les propostes ja consultades es guarden per a poder-les llegir sense connexió i es renoven a cada visita.',
      },
    },
    4: {
      paragraphs: {
        0: "Si tens compte, seguixes automàticament les propostes que envies o votes, i pots seguir o deixar de seguir qualsevol altra. Quan l'Ajuntament canvia l'estat d'una proposta que seguixes, et guardem un avís a «Avisos». Els avisos només parlen de la proposta: no diuen mai qui més la seguix, l'ha votada o l'ha enviada.",
        1: "Els avisos per correu electrònic només s'envien si els actives a «El meu perfil» o, sense compte, si marques la casella en enviar la teua proposta. Per a enviar-los guardem la teua adreça, un codi secret per a donar-te de baixa i un registre de cada correu enviat, que evita enviar-te el mateix avís dues vegades. Cada correu porta un enllaç per a donar-te de baixa de tots els avisos per correu electrònic amb un sol clic.",
        2: "Si actives els avisos en un dispositiu, guardem l'adreça de lliurament que ens dona el teu navegador i les seues claus de xifratge; el missatge viatja xifrat a través del servici de notificacions del teu navegador (Google, Mozilla o Apple), que no el pot llegir. Els pots desactivar a «El meu perfil» o a «Avisos», i deixem de fer servir esta adreça tan bon punt el servici ens diu que ja no existix.",
        3: "Els seguiments, els avisos, les teues preferències i els teus dispositius es guarden mentre tingues el compte i s'esborren amb ell; l'adreça, la baixa i el registre d'enviaments dels avisos per correu electrònic es guarden fins que demanes que esborrem les teues dades.",
      },
    },
    5: {
      paragraphs: {
        0: "Perquè cada veí o veïna vote una sola vegada, l'Ajuntament carrega al portal el seu padró municipal. El portal no guarda cap número de DNI o NIE: de cada persona empadronada només en guarda una empremta xifrada (un HMAC-SHA-256 amb una clau secreta que només té el servidor) del seu document i la seua data de naixement, el seu districte i la data a partir de la qual pot votar per edat. Sense la clau, l'empremta no permet saber a qui correspon.",
        1: "Quan verifiques el teu empadronament a «El meu perfil» (o el verifica el personal d'una mesa veïnal amb el teu document al davant), el teu compte queda vinculat a esta empremta: guardem que estàs verificat/ada, des de quan i el teu districte. El teu document no es guarda, no es registra en cap historial i no apareix mai en cap resposta. Es compten els intents fallits de cada compte i de cada connexió durant un dia per a impedir que algú prove documents aliens.",
        2: "Els teus vots queden vinculats a esta empremta i no al teu compte, perquè la mateixa persona no puga votar dues vegades una proposta (per exemple, esborrant el compte i creant-ne un altre, o votant en paper i per internet). Si demanes que esborrem les teues dades, el teu compte s'esborra i deixa d'estar vinculat al padró, però l'empremta dels vots ja emesos es conserva mentre dure el procés, perquè continuen comptant una sola vegada. Qui vota sense compte rep un codi de comprovació que només diu en quines propostes va comptar el seu vot, mai qui el va emetre.",
      },
    },
    6: {
      paragraphs: {
        0: "Les propostes prioritzades es traslladen a l'Ajuntament per a la seua valoració tècnica i la seua inclusió en el pressupost municipal. Si cal per a estudiar la teua proposta, també se li comunicaran les teues dades de contacte. No cedim dades a cap altra entitat.",
      },
    },
    7: {
      paragraphs: {
        0: 'La base legal és el teu consentiment, que dones en registrar-te o en enviar una proposta, i l’interés públic del procés participatiu municipal.',
      },
    },
    8: {
      paragraphs: {
        0: `Pots accedir a les teues dades, rectificar-les, suprimir-les, oposar-te al seu tractament, limitar-lo i demanar-ne la portabilitat escrivint a ${CONTACT.federation.email}. Si creus que no hem atés bé la teua petició, pots reclamar davant l'Agència Espanyola de Protecció de Dades (www.aepd.es).`,
      },
    },
    9: {
      paragraphs: {
        0: "Este portal només fa servir una galeta tècnica, pp_session, que associa la teua elecció sobre galetes a este navegador durant un any, i l'emmagatzematge del mateix navegador per a mantenir la sessió iniciada, recordar les teues preferències (cookiePreferences i cookieBannerShown) i guardar el necessari per a funcionar sense connexió. Si tries un idioma que no siga el castellà, dues galetes tècniques, pp_lang i pp_lang_choice, el recorden: la primera perquè el portal et responga en este idioma i la segona per a obrir-lo en este idioma. No fem servir galetes de seguiment, d'anàlisi de tercers ni de publicitat. Pots revisar la teua elecció quan vullgues amb el botó rodó de la cantonada inferior dreta.",
      },
    },
    10: {
      paragraphs: {
        0: "Volem que totes les persones puguen participar. El portal s'ha dissenyat per a complir les Pautes d'Accessibilitat per al Contingut Web (WCAG) 2.1 en el nivell AA: es pot fer servir només amb el teclat, funciona amb lectors de pantalla i manté un contrast suficient. Si trobes alguna barrera, escriu-nos i la corregirem.",
      },
    },
  },
} satisfies PortalOverlay['LEGAL_PAGE']

export const CONTACT_PAGE = {
  intro:
    "Tens alguna consulta, dubte o suggeriment sobre el Pressupost Participatiu? Escriu-nos o truca'ns pel mitjà que et resulte més còmode: et respondrem al més aviat possible.",
  cards: {
    2: { lines: { 1: 'Envia la teua proposta o la teua pregunta per missatge.' } },
    3: { title: "Servici 010 de l'Ajuntament" },
    4: { lines: { 0: 'A la bústia de la teua associació veïnal' } },
  },
} satisfies PortalOverlay['CONTACT_PAGE']

export const BUDGET_TERMS_PAGE = {
  intro: `El Pressupost Participatiu permet que els veïns i veïnes decidisquen a què es dedica el ${BUDGET_SHARE_PERCENT} % del pressupost municipal d'inversions.`,
  features: {
    0: { text: 'Les idees naixen de qui viu i treballa a cada barri i en coneix les necessitats.' },
    1: { text: 'Hi poden participar veïns, comerços i associacions, tinguen o no compte al portal.' },
  },
  sections: (budgetYear: number): readonly StaticSection[] => [
    {
      heading: 'Com pots participar?',
      paragraphs: ['Pots presentar la teua proposta pel mitjà que preferisques:'],
      list: [
        'En esta plataforma web, també des del codi QR dels cartells i cupons.',
        "Amb el cupó en paper, a la bústia de la teua associació veïnal o a l'oficina de la Federació.",
        `Per correu electrònic a ${CONTACT.email}.`,
        `Per WhatsApp (${CONTACT.whatsapp}) o per telèfon (${CONTACT.infoPhone}).`,
        "Trucant al servici 010 de l'Ajuntament.",
      ],
    },
    {
      heading: 'Qui hi pot participar?',
      paragraphs: [
        "Qualsevol persona que visca a la ciutat, així com els comerços i les associacions amb activitat a la ciutat. Per a votar al web necessites un compte; per a enviar una proposta n'hi ha prou amb deixar les teues dades de contacte.",
      ],
    },
    {
      heading: 'Com es trien les propostes?',
      list: [
        'Les propostes es debaten a les meses de barri.',
        'Les meses les traslladen per ordre de prioritat a les juntes de districte.',
        'La Junta de Govern Local n’estudia la viabilitat tècnica i el cost.',
        `Les de més interés social s'inclouen al pressupost municipal de ${budgetYear}, que aprova el Ple de l'Ajuntament.`,
      ],
    },
    {
      heading: 'Propostes fetes en anys anteriors',
      paragraphs: [
        "Gràcies a este procés s'han renovat parcs infantils, s'han instal·lat aparcabicicletes i fonts, s'han millorat voreres i passos de vianants i s'han ampliat activitats culturals i esportives als barris. Pots veure les que ja s'han executat a la secció de projectes executats.",
      ],
    },
  ],
  noOffice:
    "Esta associació no té oficina pròpia: lliura la teua proposta a l'oficina de la Federació o per qualsevol dels altres mitjans.",
} satisfies PortalOverlay['BUDGET_TERMS_PAGE']
