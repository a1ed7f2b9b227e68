import type { PortalCatalogue } from '../portal-catalogue'
import { BUDGET_SHARE_PERCENT } from '@domain/constants'
import { CONTACT } from '@domain/contact-data'
import type { StaticSection } from '../../ui-static-pages'
import { yearKo } from './year'

export const LEGAL_PAGE = {
  title: 'Lege-oharrak',
  intro:
    'Orri honetan azaltzen dizugu nork tratatzen dituen zure datuak Aurrekontu Parte-hartzailean parte hartzen duzunean, zertarako erabiltzen ditugun eta zer eskubide dituzun.',
  sections: [
    {
      heading: 'Tratamenduaren arduraduna',
      paragraphs: [
        `Datuen arduraduna ${CONTACT.federation.name} da, eta hark kudeatzen du atari hau, Udalarekin lankidetzan. Helbide elektroniko honetara idatz diezagukezu: ${CONTACT.federation.email}; edo posta-helbide honetara: ${CONTACT.federation.postalAddress}.`,
      ],
    },
    {
      heading: 'Tratatzen ditugun datuak',
      list: [
        'Kontuaren datuak: helbide elektronikoa, izena, abizenak, telefonoa, sartzeko modua (helbide elektronikoa eta pasahitza, edo Google) eta, adierazten badituzu, helbidea, barrutia eta erakundea. Pasahitza ez du atari honek gordetzen, identitate-zerbitzuak baizik.',
        'Konturik gabe proposamen bat bidaltzean ematen dituzun harremanetarako datuak: izena, abizenak, telefonoa eta helbide elektronikoa.',
        'Zure proposamenen edukia (izenburua, deskribapena, barrutia, eremua eta argazkia) eta ematen dituzun botoak.',
      ],
    },
    {
      heading: 'Helburua',
      paragraphs: [
        'Zure datuak zure proposamenak eta botoak kudeatzeko erabiltzen ditugu, proposamen bat argitu behar badugu zurekin harremanetan jartzeko eta haren egoeraren berri emateko. Ez ditugu inoiz zure harremanetarako datuak argitaratzen: proposamenaren edukia eta haren boto kopurua baino ez dira erakusten.',
      ],
    },
    {
      heading: 'Kontserbazioa',
      paragraphs: [
        'Datuak urteko parte-hartze prozesuak irauten duen bitartean gordetzen ditugu, eta, ondoren, lehenetsitako eta gauzatutako proposamenen jarraipena egiteko behar den denboran. Edozein unetan eska dezakezu zure kontua eta harremanetarako datuak ezabatzeko: atariaren administrazioak zuk eskatuta ezabatzen ditu; proposamenek hiriko proposamen gisa jarraitzen dute, inolako datu pertsonalik gabe, eta dagoeneko zenbatutako botoek batzen jarraitzen dute.',
        'Zure gailuan, konexiorik gabe bidaltzen dituzun proposamenak zerbitzarira iritsi arte gordetzen dira, eta iritsi bezain laster ezabatzen dira; kontsultatutako proposamenak gordetzen dira konexiorik gabe irakurri ahal izateko, eta bisita bakoitzean berritzen dira.',
      ],
    },
    {
      heading: 'Abisuak',
      paragraphs: [
        'Kontua baduzu, bidaltzen edo bozkatzen dituzun proposamenak automatikoki jarraitzen dituzu, eta beste edozein jarraitu edo jarraitzeari utz diezaiokezu. Udalak jarraitzen duzun proposamen baten egoera aldatzen duenean, abisu bat gordetzen dizugu «Abisuak» atalean. Abisuek proposamenari buruz baino ez dute hitz egiten: ez dute inoiz esaten nork gehiagok jarraitzen duen, nork bozkatu duen edo nork bidali duen.',
        'Posta elektronikoko abisuak «Nire profila» atalean aktibatzen badituzu bakarrik bidaltzen dira, edo, konturik gabe, proposamena bidaltzean laukia markatzen baduzu. Horiek bidaltzeko, zure helbidea, baja emateko kode sekretu bat eta bidalitako mezu bakoitzaren erregistroa gordetzen ditugu, abisu bera bi aldiz ez bidaltzeko. Mezu bakoitzak esteka bat dakar, posta elektronikoko abisu guztietan klik bakar batez baja emateko.',
        'Gailu batean abisuak aktibatzen badituzu, zure nabigatzaileak ematen digun entrega-helbidea eta haren zifratze-gakoak gordetzen ditugu; mezua zifratuta bidaiatzen du zure nabigatzailearen jakinarazpen-zerbitzuaren bidez (Google, Mozilla edo Apple), eta zerbitzu horrek ezin du irakurri. «Nire profila» edo «Abisuak» ataletan desaktiba ditzakezu, eta helbide hori erabiltzeari uzten diogu zerbitzuak jada existitzen ez dela esaten digun bezain laster.',
        'Jarraipenak, abisuak, zure hobespenak eta zure gailuak kontua duzun bitartean gordetzen dira, eta kontuarekin batera ezabatzen dira; posta elektronikoko abisuen helbidea, baja eta bidalketen erregistroa zure datuak ezabatzeko eskatu arte gordetzen dira.',
      ],
    },
    {
      heading: 'Udal-errolda eta bizilekuaren egiaztapena',
      paragraphs: [
        'Auzokide bakoitzak behin bakarrik bozka dezan, Udalak bere udal-errolda kargatzen du atarian. Atariak ez du NAN edo AIZ zenbakirik gordetzen: erroldatutako pertsona bakoitzaren dokumentuaren eta jaiotze-dataren aztarna zifratu bat baino ez du gordetzen (HMAC-SHA-256 bat, zerbitzariak bakarrik duen gako sekretu batekin), baita haren barrutia eta adinagatik bozka dezakeen data ere. Gakorik gabe, aztarnak ez du ahalbidetzen norena den jakitea.',
        'Zure erroldatzea «Nire profila» atalean egiaztatzen duzunean (edo auzo-mahai bateko langileek egiaztatzen dutenean, zure dokumentua aurrean dutela), zure kontua aztarna horri lotuta geratzen da: egiaztatuta zaudela, noiztik eta zure barrutia gordetzen ditugu. Zure dokumentua ez da gordetzen, ez da inolako historiatan erregistratzen eta ez da inoiz inolako erantzunetan agertzen. Kontu eta konexio bakoitzaren huts egindako saiakerak egun batean zehar zenbatzen dira, inork besteren dokumentuak probatu ez ditzan.',
        'Zure botoak aztarna horri lotuta geratzen dira, ez zure kontuari, pertsona berak proposamen bat bi aldiz bozkatu ez dezan (adibidez, kontua ezabatu eta beste bat sortuta, edo paperean eta internet bidez bozkatuta). Zure datuak ezabatzeko eskatzen baduzu, zure kontua ezabatu egiten da eta erroldari lotuta egoteari uzten dio, baina dagoeneko emandako botoen aztarna prozesuak irauten duen bitartean gordetzen da, behin bakarrik zenbatzen jarrai dezaten. Konturik gabe bozkatzen duenak egiaztapen-kode bat jasotzen du, zein proposamenetan zenbatu zen bere botoa baino esaten ez duena, inoiz ez nork eman zuen.',
      ],
    },
    {
      heading: 'Udalari egindako komunikazioa',
      paragraphs: [
        'Lehenetsitako proposamenak Udalari helarazten zaizkio, balorazio teknikoa egin dezan eta udal-aurrekontuan sar ditzan. Zure proposamena aztertzeko beharrezkoa bada, zure harremanetarako datuak ere jakinaraziko zaizkio. Ez diogu daturik lagatzen beste inolako erakunderi.',
      ],
    },
    {
      heading: 'Legitimazioa',
      paragraphs: [
        'Oinarri juridikoa zure adostasuna da, izena ematean edo proposamen bat bidaltzean ematen duzuna, eta udalaren parte-hartze prozesuaren interes publikoa.',
      ],
    },
    {
      heading: 'Zure eskubideak',
      paragraphs: [
        `Zure datuak eskuratu, zuzendu eta ezabatu ditzakezu, haien tratamenduaren aurka egin, tratamendua mugatu eta datuen eramangarritasuna eskatu, helbide honetara idatzita: ${CONTACT.federation.email}. Zure eskaera behar bezala erantzun ez dugula uste baduzu, erreklamazioa aurkez dezakezu Datuak Babesteko Espainiako Agentzian (www.aepd.es).`,
      ],
    },
    {
      heading: 'Cookieak',
      paragraphs: [
        'Atari honek cookie tekniko bakarra erabiltzen du, pp_session, cookieei buruz egin duzun aukera nabigatzaile honi urtebetez lotzen diona, eta nabigatzailearen beraren biltegiratzea, saioa hasita mantentzeko, zure hobespenak gogoratzeko (cookiePreferences eta cookieBannerShown) eta konexiorik gabe funtzionatzeko behar dena gordetzeko. Gaztelania ez den hizkuntza bat aukeratzen baduzu, bi cookie teknikok, pp_lang eta pp_lang_choice izenekoek, gogoratzen dute: lehenak atariak hizkuntza horretan erantzun diezazun, eta bigarrenak ataria hizkuntza horretan irekitzeko. Ez dugu jarraipen-cookierik, hirugarrenen analisi-cookierik edo publizitate-cookierik erabiltzen. Zure aukera nahi duzunean berrikus dezakezu, beheko eskuineko izkinako botoi biribilarekin.',
      ],
    },
    {
      heading: 'Irisgarritasuna',
      paragraphs: [
        'Pertsona guztiek parte hartu ahal izatea nahi dugu. Ataria Web Edukiaren Irisgarritasun Jarraibideen (WCAG) 2.1 AA mailan betetzeko diseinatu da: teklatuarekin bakarrik erabil daiteke, pantaila-irakurgailuekin funtzionatzen du eta kontraste nahikoa du. Oztoporen bat aurkitzen baduzu, idatz iezaguzu, eta zuzendu egingo dugu.',
      ],
    },
  ],
} satisfies PortalCatalogue['LEGAL_PAGE']

export const CONTACT_PAGE = {
  title: 'Harremanetarako',
  intro:
    'Aurrekontu Parte-hartzaileari buruzko kontsultarik, zalantzarik edo iradokizunik baduzu? Idatz iezaguzu edo deitu iezaguzu erosoen zaizun bidetik: ahalik eta lasterren erantzungo dizugu.',
  cards: [
    { title: 'Posta elektronikoa', lines: [CONTACT.email], href: `mailto:${CONTACT.email}` },
    {
      title: 'Informazio-telefonoa',
      lines: [CONTACT.infoPhone, CONTACT.infoHours, `Faxa: ${CONTACT.fax}`],
      href: `tel:${CONTACT.infoPhone.replace(/\s/g, '')}`,
    },
    {
      title: 'WhatsApp',
      lines: [CONTACT.whatsapp, 'Bidali zure proposamena edo galdera mezu bidez.'],
      href: `https://wa.me/34${CONTACT.whatsapp.replace(/\s/g, '')}`,
    },
    {
      title: 'Udalaren 010 zerbitzua',
      lines: [`Deitu zenbaki honetara hiritik: ${CONTACT.council010}`, `edo zenbaki honetara kanpotik: ${CONTACT.council010FromOutside}.`],
      href: `tel:${CONTACT.council010}`,
    },
    {
      title: 'Aurrez aurre',
      lines: ['Zure auzo-elkartearen postontzian', `edo Federazioaren bulegoan: ${CONTACT.federation.office}`, CONTACT.federation.hours],
    },
    { title: 'Posta-helbidea', lines: [CONTACT.federation.postalAddress, `Weba: ${CONTACT.web}`, `Instagram: ${CONTACT.instagram}`] },
  ],
} satisfies PortalCatalogue['CONTACT_PAGE']

export const BUDGET_TERMS_PAGE = {
  title: (year) => `${yearKo(year)} Aurrekontu Parte-hartzailea`,
  documentTitle: 'Aurrekontuaren oinarriak',
  intro: `Aurrekontu Parte-hartzaileari esker, auzokideek erabakitzen dute zertara bideratzen den udalaren inbertsio-aurrekontuaren % ${BUDGET_SHARE_PERCENT}.`,
  whatTitle: 'Zer da Aurrekontu Parte-hartzailea?',
  whatText:
    'Urteroko prozesu bat da, eta hartan herritarrek beren auzoetarako hobekuntzak proposatu eta aukeratzen dituzte. Barrutika antolatzen da (Norte, Sur, Este, Oeste eta Centro), eta Udalak eta Auzo Elkarteen Federazioak bultzatzen dute.',
  features: [
    {
      title: 'Auzoko proposamenak',
      text: 'Ideiak auzo bakoitzean bizi eta lan egiten dutenengandik sortzen dira, haren beharrak ezagutzen baitituzte.',
    },
    { title: 'Parte-hartze zabala', text: 'Auzokideek, merkatariek eta elkarteek parte har dezakete, atarian kontua izan zein ez.' },
    { title: 'Norbanakoa eta taldekoa', text: 'Proposamen bat aurkez dezakezu zure izenean edo talde edo erakunde baten izenean.' },
  ],
  sections: (budgetYear: number): readonly StaticSection[] => [
    {
      heading: 'Nola parte har dezakezu?',
      paragraphs: ['Zure proposamena nahiago duzun bidetik aurkez dezakezu:'],
      list: [
        'Web plataforma honetan, baita kartel eta kupoietako QR kodearen bidez ere.',
        'Paperezko kupoiarekin, zure auzo-elkartearen postontzian edo Federazioaren bulegoan.',
        `Posta elektronikoz, helbide honetara: ${CONTACT.email}.`,
        `WhatsApp bidez (${CONTACT.whatsapp}) edo telefonoz (${CONTACT.infoPhone}).`,
        'Udalaren 010 zerbitzura deituta.',
      ],
    },
    {
      heading: 'Nork har dezake parte?',
      paragraphs: [
        'Hirian bizi den edozein pertsonak, baita hirian jarduera duten merkataritza-establezimenduek eta elkarteek ere. Webean bozkatzeko kontu bat behar duzu; proposamen bat bidaltzeko, nahikoa da zure harremanetarako datuak uztea.',
      ],
    },
    {
      heading: 'Nola aukeratzen dira proposamenak?',
      list: [
        'Proposamenak auzo-mahaietan eztabaidatzen dira.',
        'Mahaiek lehentasun-ordenaren arabera helarazten dizkiete barrutietako batzarrei.',
        'Tokiko Gobernu Batzarrak haien bideragarritasun teknikoa eta kostua aztertzen ditu.',
        `Gizarte-interes handiena dutenak ${budgetYear}. urteko udal-aurrekontuan sartzen dira, eta Udalbatzaren Osoko Bilkurak onartzen du aurrekontua.`,
      ],
    },
    {
      heading: 'Aurreko urteetan egindako proposamenak',
      paragraphs: [
        'Prozesu honi esker, haur-parkeak berritu dira, bizikleta-aparkalekuak eta iturriak jarri dira, espaloiak eta oinezkoen pasabideak hobetu dira, eta auzoetako kultura- eta kirol-jarduerak zabaldu dira. Dagoeneko gauzatu direnak gauzatutako proiektuen atalean ikus ditzakezu.',
      ],
    },
  ],
  officesTitle: 'Elkarteen bulegoak barrutika',
  noOffice: 'Elkarte honek ez du bulego propiorik: eman zure proposamena Federazioaren bulegoan edo beste edozein bidetatik.',
  federationTitle: 'Auzo Elkarteen Federazioa',
  federationLines: [
    CONTACT.federation.office,
    CONTACT.federation.hours,
    `Telefonoa: ${CONTACT.federation.phone}`,
    `Posta elektronikoa: ${CONTACT.federation.email}`,
  ],
  districtLabel: (district) => `${district} barrutia`,
  seeExecuted: 'Ikusi gauzatutako proiektuak',
  sendProposal: 'Bidali proposamena',
} satisfies PortalCatalogue['BUDGET_TERMS_PAGE']
