import type { PortalCatalogue } from '../portal-catalogue'
// Read from the first visit's part, which a screen's part always comes after: the refusals then travel once.
import { CENSUS_REFUSALS } from './census-refusals'

export const CENSUS_ERRORS = {
  ...CENSUS_REFUSALS,
  CENSUS_VOTING_OFF: 'A votación sen conta non está activada.',
  alreadyVerified: 'A súa conta xa está verificada como outra persoa empadroada.',
  receiptNotFound: 'Non hai ningún voto con ese código. Revise que o escribiu ben (8 letras e números).',
  NO_CENSUS: 'Aínda non se importou o padrón municipal.',
  birthDateFuture: 'A data de nacemento non pode ser posterior a hoxe.',
  birthDateInvalid: 'Escriba unha data de nacemento válida.',
  fileMissing: 'Escolla o ficheiro CSV do padrón.',
  fileEmpty: 'O ficheiro está baleiro.',
  fileTooLarge: (mb) => `O ficheiro é demasiado grande: o padrón admite ata ${mb} MB.`,
  importRunning: 'Xa hai unha importación do padrón en curso: agarde a que remate.',
  noValidRows: 'O ficheiro non ten ningunha liña válida: o padrón activo non cambia.',
  proposalIds: 'Escolla entre 1 e 500 propostas.',
  censusChannelsNeedResidents:
    'Os votos co padrón (na mesa, en papel, por teléfono, por WhatsApp ou sen conta) só se rexistran con «Só votan as persoas empadroadas» activado en Configuración: se non, unha mesma persoa podería votar cunha conta sen verificar e outra vez co seu documento.',
  censusVotingNeedsResidents:
    '«Votar sen conta» necesita «Só votan as persoas empadroadas» (ou «Só no seu distrito»): se non, unha mesma persoa podería votar cunha conta sen verificar e outra vez sen conta co seu documento. Activa antes esa regra, ou desactiva antes «Votar sen conta».',
  censusVoteMiss:
    'Non podemos contar este voto con estes datos. Revisa o documento e a data de nacemento: votan sen conta as persoas empadroadas coa idade mínima, nas propostas que o Concello lles abre.',
  notVerified: 'Esta conta non está verificada como persoa empadroada.',
  unbindReason: 'Escribe o motivo (entre 5 e 500 caracteres).',
  channel: 'Escolla a canle: papel, teléfono, WhatsApp ou mesa veciñal.',
  minAge: 'A idade mínima para votar debe ser un número enteiro entre 0 e 18.',
  unreadable: 'Non foi posible ler o ficheiro: volva subilo.',
} satisfies PortalCatalogue['CENSUS_ERRORS']

export const VOTE_CHANNEL_LABELS = {
  web: 'Web (con conta)',
  census: 'Sen conta (padrón)',
  paper: 'Papel',
  phone: 'Teléfono',
  whatsapp: 'WhatsApp',
  table: 'Mesa veciñal',
} satisfies PortalCatalogue['VOTE_CHANNEL_LABELS']

export const CENSUS_UI_TEXTS = {
  document: 'DNI ou NIE',
  documentHint: 'Coa letra. Pode escribilo con espazos ou guións.',
  birthDate: 'Data de nacemento',
  verifyTitle: 'Verificar que estou empadroado/a',
  verifyText:
    'Comprobamos o seu documento e a súa data de nacemento co padrón municipal. Non gardamos o seu documento: só que a súa conta é dunha persoa empadroada e en que distrito.',
  verify: 'Verificar',
  heldVotesMine: (n) =>
    n === 1
      ? 'O teu voto non conta ata que verifiques o teu empadroamento: desde que hai mesas e voto en papel, cada persoa conta unha vez. Ao verificalo, contará.'
      : `Os teus ${n.toLocaleString('gl-ES')} votos non contan ata que verifiques o teu empadroamento: desde que hai mesas e voto en papel, cada persoa conta unha vez. Ao verificalo, contarán.`,
  verifying: 'Comprobando…',
  verified: (district) => `Está empadroado/a no distrito ${district}. O seu voto conta como veciño/a.`,
  verifiedToast: 'Empadroamento verificado',
  verifyFailed: 'Non foi posible verificar o empadroamento',
  adminVerify: 'Verificar o empadroamento',
  adminVerifyTitle: (name) => `Verificar o empadroamento de ${name}`,
  adminVerifyText: 'Coa persoa diante e o seu documento á vista. O historial garda que vostede a verificou, nunca o documento.',
  adminVerified: (district) => `Verificada: empadroada en ${district}.`,
  adminUnbind: 'Quitar verificación',
  adminUnbindTitle: (name) => `Quitar a verificación de ${name}`,
  adminUnbindText:
    'A conta deixa de estar verificada e a persoa do padrón queda libre para verificarse con outra conta. Os votos xa contados seguen contando unha vez. O historial garda o motivo.',
  unbindReasonLabel: 'Motivo',
  adminUnbound: 'Verificación quitada',
  unbindFailed: 'Non se puido quitar a verificación',
  verifiedBadge: 'Empadroada',
  censusVote: 'Votar sen conta',
  censusVoteTitle: 'Votar sen conta, co padrón',
  censusVoteText:
    'Para quen non ten correo electrónico: abonda co seu documento e a súa data de nacemento. O seu voto conta unha vez, como o de calquera veciño ou veciña.',
  censusVoteSend: 'Votar',
  receiptTitle: 'O seu voto conta',
  receiptGiven: (code) => `Voto rexistrado. O seu código de comprobación é ${code}: anóteo para comprobar o seu voto en Resultados.`,
  receiptCheckTitle: 'O seu voto conta: comprobe o seu código',
  receiptCheckText: 'Escriba o código que lle demos ao votar sen conta. Indicámoslle en que propostas contou; nunca quen votou.',
  receiptCode: 'Código de comprobación',
  receiptCheck: 'Comprobar',
  receiptCounted: 'O seu voto contou en:',
  rulesTitle: 'Quen pode votar',
  rulesText: 'Regras do Concello para as votacións. Precisan o padrón importado.',
  residentsOnly: 'Só votan as persoas empadroadas',
  residentsOnlyText:
    'Unha conta só vota se verificou o seu empadroamento. Fai falta para rexistrar votos na mesa e en papel e para «Votar sen conta»: así cada persoa conta unha vez, polo canal que sexa.',
  ownDistrictOnly: 'Só no seu distrito',
  ownDistrictOnlyText: 'Cada persoa vota as propostas do seu distrito e as de toda a cidade.',
  holdTitle: 'Abrir as canles do padrón?',
  holdText:
    'Con esta regra pódense rexistrar votos en mesa e en papel. Para que ninguén conte dúas veces, os votos deste ciclo feitos con contas sen verificar deixan de contar ata que as persoas titulares verifiquen o seu empadroamento; entón contan unha vez.',
  heldVotes: (n) =>
    n === 1
      ? '1 voto dunha conta sen verificar deixará de contar ata que a persoa titular verifique o seu empadroamento.'
      : `${n.toLocaleString('gl-ES')} votos de contas sen verificar deixarán de contar ata que as persoas titulares verifiquen o seu empadroamento.`,
  heldCounting: 'Contando os votos de contas sen verificar…',
  holdConfirm: 'Activar a regra',
  censusVoting: 'Votar sen conta',
  censusVotingText:
    'Quen non ten correo vota desde calquera lugar co seu documento e data de nacemento, e recibe un código de comprobación. Risco: quen coñeza o documento e a data de nacemento doutra persoa pode votar por ela sen que ninguén o vexa; nas mesas e en papel, o persoal ten a persoa diante. Necesita «Só votan as persoas empadroadas».',
  paperTitle: 'Voto en papel, por teléfono, WhatsApp ou na mesa',
  paperText: 'O voto dunha persoa co seu documento: compróbase o padrón, a idade e que non votase xa por outra canle.',
  paperProposals: 'Números das propostas (separados por comas)',
  paperChannel: 'Canle',
  paperSend: 'Rexistrar o voto',
  paperCounted: (id) => `Proposta #${id}: voto contado.`,
  paperRefused: (id, message) => `Proposta #${id}: non contado. ${message}`,
  paperProposalsInvalid: 'Escriba os números das propostas separados por comas.',
} satisfies PortalCatalogue['CENSUS_UI_TEXTS']
