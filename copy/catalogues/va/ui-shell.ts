import type { PortalOverlay } from '../portal-catalogue'

export const SHELL_TEXTS = {
  deadline: {
    open: (day) => `El termini per a presentar propostes acaba el ${day}.`,
    extended: 'El termini per a presentar propostes continua obert.',
  },
} satisfies PortalOverlay['SHELL_TEXTS']
