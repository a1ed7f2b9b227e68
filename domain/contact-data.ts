/**
 * Contact details shown on /contact and /budget-terms. THE COUNCIL EDITS THIS FILE: every value below
 * is a placeholder (the .example domains and 000 numbers do not exist) until replaced with the real ones.
 */
export const CONTACT = {
  email: 'presupuestos@ayuntamiento.example',
  infoPhone: '900 000 000',
  infoHours: 'De lunes a viernes, de 9:00 a 14:00',
  whatsapp: '600 000 000',
  council010: '010',
  council010FromOutside: '900 000 010',
  fax: '900 000 001',
  web: 'https://www.ayuntamiento.example/presupuestos',
  instagram: '@presupuestos.ciudad',
  federation: {
    name: 'Federación de Asociaciones Vecinales',
    office: 'Calle Mayor 1, bajo',
    postalAddress: 'Federación de Asociaciones Vecinales · Calle Mayor 1, bajo · 00000 Ciudad',
    hours: 'De lunes a jueves, de 17:00 a 20:00',
    phone: '900 000 002',
    email: 'federacion@asociaciones.example',
  },
  /** One association per district; `office: null` means it has no office of its own. */
  associations: [
    { district: 'Norte', name: 'Asociación Vecinal Norte', office: 'Plaza del Norte 3' },
    { district: 'Sur', name: 'Asociación Vecinal Sur', office: 'Avenida del Sur 12' },
    { district: 'Este', name: 'Asociación Vecinal Este', office: 'Calle del Sol 8' },
    { district: 'Oeste', name: 'Asociación Vecinal Oeste', office: null },
    { district: 'Centro', name: 'Asociación Vecinal Centro', office: 'Calle Real 21' },
  ],
} as const
