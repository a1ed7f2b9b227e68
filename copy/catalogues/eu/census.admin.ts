import type { PortalCatalogue } from '../portal-catalogue'

export const CENSUS_REJECTIONS = {
  columns: 'Zutabeak falta dira: lerro bakoitzak dokumentua, jaiotze-data eta barrutia izan behar ditu.',
  tooManyColumns: 'Zutabeak soberan daude: lerro bakoitzak dokumentua, jaiotze-data eta barrutia baino ez ditu izan behar.',
  controlChars: 'Lerroak kontrol-karaktereak ditu.',
  badDocument: 'Dokumentua ez da baliozko NAN edo AIZ bat.',
  badLetter: 'Dokumentuaren letra ez dator bat haren zenbakiarekin.',
  badDate: 'Jaiotze-data ez da existitzen (UUUU-HH-EE edo EE/HH/UUUU formatua espero da).',
  futureDate: 'Jaiotze-data gaur baino geroagokoa da.',
  unknownDistrict: 'Barruti ezezaguna: hirugarren zutabeak Norte, Sur, Este, Oeste edo Centro izan behar du.',
  duplicate: 'Pertsona errepikatua: fitxategiaren aurreko lerro batean agertzen da jada.',
  tooLong: 'Lerroa luzeegia da.',
} satisfies PortalCatalogue['CENSUS_REJECTIONS']

export const CENSUS_ADMIN_TEXTS = {
  title: 'Udal-errolda',
  text:
    'Igo errolda CSV formatuan, hiru zutaberekin: dokumentua (NAN edo AIZ), jaiotze-data eta barrutia, «;» edo «,» ikurrekin bereizita. ' +
    'Atariak dokumentu bakoitzaren aztarna zifratu bat baino ez du gordetzen, haren datarekin, barrutiarekin eta pertsonak zein egunetik bozka dezakeen.',
  file: 'Erroldaren fitxategia (CSV)',
  minAge: 'Bozkatzeko gutxieneko adina',
  minAgeHint: 'Beteta dituen urteak; kontsulta bakoitzaren legeak finkatzen du (16, berez).',
  upload: 'Inportatu errolda',
  uploading: 'Igotzen…',
  active: (rows, since) => `Errolda aktiboa: ${rows} pertsona; noiztik: ${since}.`,
  none: 'Oraindik ez dago erroldarik: inork ezin du bere erroldatzea egiaztatu.',
  progressLabel: 'Inportazioaren aurrerapena',
  progress: (read, total, rejected) => `${total} lerrotatik ${read} irakurrita · ${rejected} baztertuta`,
  lastDone: (rows, rejected) => `Azken inportazioa: ${rows} pertsona inportatu dira, ${rejected} lerro baztertu dira.`,
  lastFailed: (reason) => `Azken inportazioa ez zen aplikatu: ${reason}`,
  rejectedCaption: 'Baztertutako lerroak',
  rejectedMore: (shown, total) => `Lehenengo ${shown} lerroak erakusten dira, guztira ${total}.`,
  line: 'Lerroa',
  reason: 'Arrazoia',
  started: 'Erroldaren inportazioa abian da.',
  failed: 'Ezin izan da errolda igo',
} satisfies PortalCatalogue['CENSUS_ADMIN_TEXTS']
