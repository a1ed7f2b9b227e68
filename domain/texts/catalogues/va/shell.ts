import type { PortalOverlay } from '../portal-catalogue'

/** ca/shell.ts in its Valencian wording, where it differs. */
export const VA_SHELL = {
  SHELL_TEXTS: {
    deadline: {
      open: (day) => `El termini per a presentar propostes acaba el ${day}.`,
      extended: 'El termini per a presentar propostes continua obert.',
    },
  },
} satisfies PortalOverlay
