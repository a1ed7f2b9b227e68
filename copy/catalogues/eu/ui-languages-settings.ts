import type { PortalCatalogue } from '../portal-catalogue'

export const LANGUAGE_SETTINGS_TEXTS = {
  title: 'Atariaren hizkuntzak',
  text: 'Gaztelania beti dago aktibo. Aktibatu eskaini nahi dituzun hizkuntza ofizialkideak: orri bakoitzak bere helbidea izango du hizkuntza bakoitzean, eta hautatzaile bat goiburuan eta orri-oinean. Itzulpen osoa duten hizkuntzak bakarrik aktiba daitezke, Udalaren hizkuntza-zerbitzuak aurretik berrikusita.',
  legend: 'Hizkuntza aktiboak',
  incomplete: (missing) => `Itzulpena osatu gabe: ${missing} testu falta dira`,
  save: 'Gorde hizkuntzak',
  saved: 'Hizkuntzak gorde dira.',
  failed: 'Ezin izan dira hizkuntzak gorde.',
} satisfies PortalCatalogue['LANGUAGE_SETTINGS_TEXTS']
