import type { PortalOverlay } from '../portal-catalogue'

export const ADMIN_TEXTS = {
  table: {
    empty: 'No hi ha propostes que coincidisquen amb els filtres.',
  },
  pagination: {
    customInvalid: 'Introduïx un nombre enter entre 1 i 1000.',
  },
  author: {
    orphaned: "L'usuari que va enviar esta proposta es va eliminar; no en queden dades de contacte.",
  },
  deleteProposal: {
    text: (title, votes) =>
      `Segur que vols eliminar «${title}»? Desapareixerà del web i també s'esborraran ${votes === 1 ? 'el seu vot' : `els seus ${votes} vots`} i la seua imatge. No es pot desfer.`,
  },
  users: {
    empty: 'No hi ha usuaris que coincidisquen.',
    noProposals: 'Este usuari no ha enviat propostes.',
    resetPassword: 'Restablix la contrasenya',
    deleteText: (name) =>
      `Segur que vols eliminar ${name}? És una mesura de moderació: el seu compte s'esborra i no podrà tornar a entrar amb esta identitat. Les seues propostes es conservaran sense autor i els seus vots continuaran comptant. Si és la mateixa persona qui demana que s'esborren les seues dades, fes servir la supressió de dades personals: així es podrà tornar a registrar com a nova.`,
    blockedIntro:
      'Comptes eliminats com a mesura de moderació: estes persones no poden tornar a entrar amb la mateixa identitat fins que es desbloquege.',
    blockedUnknown: 'Compte eliminat abans que el portal en desara el nom',
    unblockText: (name) =>
      `Vols desbloquejar ${name}? Podrà tornar a entrar amb esta identitat, com un compte nou: el compte eliminat no torna, i els seus vots continuen comptant una sola vegada. Quedarà anotat a l'historial.`,
  },
  config: {
    phaseNamesHint:
      'Escriu també el nom de cada fase en cada idioma que el portal oferix o oferirà: un idioma al qual en falte algun no es pot activar. El valencià fa servir el català on el deixes buit.',
    confirmDisable: 'Ningú no podrà votar ni enviar propostes noves a tota la ciutat fins que les tornes a habilitar.',
    maintenanceSummary: 'Eines per quan alguna cosa no funciona com cal. No calen en la faena de cada dia.',
    maintenanceText:
      "Fes-lo servir només si el diagnòstic ho recomana o el servici tècnic t'ho demana: deixa una única configuració del sistema si per error se n'haguessen creat diverses.",
    diagnosticsText:
      'Fes-lo servir quan algú diga que no pot obrir una proposta: comprova si el web públic la mostra, una per una o totes alhora.',
    confirmCycle: (year, day) =>
      `Tot el web mostrarà el Pressupost Participatiu ${year} i la data límit del ${day}, també als cartells que s'imprimisquen a partir d'ara.`,
    phasesText:
      "Les fases que es trien en publicar una fita d'un projecte prioritzat, en el seu ordre. Es mostren a la pàgina de cada proposta, a Seguiment i a les seues dades obertes. Una fase que fa servir alguna fita no es pot treure; en canviar-ne el nom, les seues fites la seguixen.",
    phaseAdd: 'Afegix una fase',
    deadlinePassed: (day) =>
      `La data límit (${day}) ja ha passat, però les votacions i l'enviament de propostes continuen habilitats. Els veïns veuen «El termini per a presentar propostes continua obert». Canvia la data o deshabilita les votacions.`,
  },
  diagnostics: {
    invalidId: 'Introduïx un ID de proposta vàlid.',
    notAccessible: (n) => `La proposta #${n} existix a la base de dades però no és accessible per l'API.`,
    recommendation:
      'Recomanació: executa «Arregla les configuracions duplicades» a la pestanya Configuració del tauler i corregix o edita les propostes indicades.',
  },
} satisfies PortalOverlay['ADMIN_TEXTS']
