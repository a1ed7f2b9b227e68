import { localized } from './localize'

/**
 * The installed app's name and its install dialog's texts (the PWA manifest): the built
 * /manifest.webmanifest in Spanish, /ca/manifest.webmanifest and the others from the Worker.
 */
export const MANIFEST_TEXTS = localized('MANIFEST_TEXTS', {
  name: 'Presupuestos Participativos',
  shortName: 'Presupuestos',
  description:
    'Presupuesto Participativo de la ciudad: envía propuestas para tu distrito, vota las de tus vecinos y sigue su ejecución, también sin conexión.',
  screenshots: { narrow: 'Propuestas de los vecinos en el móvil', wide: 'Portal de presupuestos participativos' },
})
