import type { PortalCatalogue } from '../portal-catalogue'
// Read from the first visit's part, which a screen's part always comes after: the refusals then travel once.
import { CENSUS_REFUSALS } from './census-refusals'

export const CENSUS_ERRORS = {
  ...CENSUS_REFUSALS,
  CENSUS_VOTING_OFF: 'La votació sense compte no està activada.',
  alreadyVerified: 'El teu compte ja està verificat com una altra persona empadronada.',
  receiptNotFound: 'No hi ha cap vot amb aquest codi. Revisa que l’has escrit bé (8 lletres i números).',
  NO_CENSUS: 'Encara no s’ha importat el padró municipal.',
  birthDateFuture: 'La data de naixement no pot ser posterior a avui.',
  birthDateInvalid: 'Escriu una data de naixement vàlida.',
  fileMissing: 'Tria el fitxer CSV del padró.',
  fileEmpty: 'El fitxer és buit.',
  fileTooLarge: (mb) => `El fitxer pesa massa: el padró admet fins a ${mb} MB.`,
  importRunning: 'Ja hi ha una importació del padró en curs: espera que acabi.',
  noValidRows: 'El fitxer no té cap línia vàlida: el padró actiu no canvia.',
  proposalIds: 'Tria entre 1 i 500 propostes.',
  censusChannelsNeedResidents:
    'Els vots amb el padró (a la mesa, en paper, per telèfon, per WhatsApp o sense compte) només es registren amb «Només voten persones empadronades» activat a Configuració: si no, una mateixa persona podria votar amb un compte sense verificar i una altra vegada amb el seu document.',
  censusVotingNeedsResidents:
    '«Votar sense compte» necessita «Només voten persones empadronades» (o «Només al seu districte»): si no, una mateixa persona podria votar amb un compte sense verificar i una altra vegada sense compte amb el seu document. Activa abans aquesta regla, o desactiva abans «Votar sense compte».',
  censusVoteMiss:
    'No podem comptar aquest vot amb aquestes dades. Revisa el document i la data de naixement: voten sense compte les persones empadronades amb l’edat mínima, a les propostes que l’Ajuntament els obre.',
  notVerified: 'Aquest compte no està verificat com a persona empadronada.',
  unbindReason: 'Escriu el motiu (entre 5 i 500 caràcters).',
  channel: 'Tria el canal: paper, telèfon, WhatsApp o mesa veïnal.',
  minAge: "L'edat mínima per votar ha de ser un nombre enter entre 0 i 18.",
  unreadable: "No s'ha pogut llegir el fitxer: torna a pujar-lo.",
} satisfies PortalCatalogue['CENSUS_ERRORS']

export const VOTE_CHANNEL_LABELS = {
  web: 'Web (amb compte)',
  census: 'Sense compte (padró)',
  paper: 'Paper',
  phone: 'Telèfon',
  whatsapp: 'WhatsApp',
  table: 'Mesa veïnal',
} satisfies PortalCatalogue['VOTE_CHANNEL_LABELS']

export const CENSUS_UI_TEXTS = {
  document: 'DNI o NIE',
  documentHint: 'Amb la lletra. El pots escriure amb espais o guions.',
  birthDate: 'Data de naixement',
  verifyTitle: 'Verificar que estic empadronat/ada',
  verifyText:
    'Comprovem el teu document i la teva data de naixement amb el padró municipal. No guardem el teu document: només que el teu compte és d’una persona empadronada i en quin districte.',
  verify: 'Verifica',
  heldVotesMine: (n) =>
    n === 1
      ? 'El teu vot no compta fins que verifiquis el teu empadronament: des que hi ha meses i vot en paper, cada persona compta una vegada. Quan el verifiquis, comptarà.'
      : `Els teus ${n.toLocaleString('ca-ES')} vots no compten fins que verifiquis el teu empadronament: des que hi ha meses i vot en paper, cada persona compta una vegada. Quan el verifiquis, comptaran.`,
  verifying: 'Comprovant…',
  verified: (district) => `Estàs empadronat/ada al districte ${district}. El teu vot compta com a veí/veïna.`,
  verifiedToast: 'Empadronament verificat',
  verifyFailed: "No s'ha pogut verificar l'empadronament",
  adminVerify: "Verifica l'empadronament",
  adminVerifyTitle: (name) => `Verificar l'empadronament de ${name}`,
  adminVerifyText: "Amb la persona davant i el seu document a la vista. L'historial guarda que la vas verificar, mai el document.",
  adminVerified: (district) => `Verificada: empadronada a ${district}.`,
  adminUnbind: 'Treu la verificació',
  adminUnbindTitle: (name) => `Treure la verificació de ${name}`,
  adminUnbindText:
    'El compte deixa d’estar verificat i la persona del padró queda lliure per verificar-se amb un altre compte. Els vots ja comptats continuen comptant una vegada. L’historial guarda el motiu.',
  unbindReasonLabel: 'Motiu',
  adminUnbound: 'Verificació treta',
  unbindFailed: "No s'ha pogut treure la verificació",
  verifiedBadge: 'Empadronada',
  censusVote: 'Vota sense compte',
  censusVoteTitle: 'Votar sense compte, amb el padró',
  censusVoteText:
    'Per a qui no té correu electrònic: n’hi ha prou amb el teu document i la teva data de naixement. El teu vot compta una vegada, com el de qualsevol veí o veïna.',
  censusVoteSend: 'Vota',
  receiptTitle: 'El teu vot compta',
  receiptGiven: (code) => `Vot registrat. El teu codi de comprovació és ${code}: anota'l per comprovar el teu vot a Resultats.`,
  receiptCheckTitle: 'El teu vot compta: comprova el teu codi',
  receiptCheckText: 'Escriu el codi que et vam donar en votar sense compte. Et diem en quines propostes va comptar; mai qui va votar.',
  receiptCode: 'Codi de comprovació',
  receiptCheck: 'Comprova',
  receiptCounted: 'El teu vot va comptar a:',
  rulesTitle: 'Qui pot votar',
  rulesText: "Regles de l'Ajuntament per a les votacions. Necessiten el padró importat.",
  residentsOnly: 'Només voten persones empadronades',
  residentsOnlyText:
    'Un compte només vota si ha verificat el seu empadronament. Cal per registrar vots a la mesa i en paper i per a «Votar sense compte»: així cada persona compta una vegada, sigui quin sigui el canal.',
  ownDistrictOnly: 'Només al seu districte',
  ownDistrictOnlyText: 'Cada persona vota les propostes del seu districte i les de tota la ciutat.',
  holdTitle: 'Obrir els canals del padró?',
  holdText:
    "Amb aquesta regla es poden registrar vots a la mesa i en paper. Perquè ningú no compti dues vegades, els vots d'aquest cicle fets amb comptes sense verificar deixen de comptar fins que els seus titulars verifiquin el seu empadronament; aleshores compten una vegada.",
  heldVotes: (n) =>
    n === 1
      ? "1 vot d'un compte sense verificar deixarà de comptar fins que el seu titular verifiqui el seu empadronament."
      : `${n.toLocaleString('ca-ES')} vots de comptes sense verificar deixaran de comptar fins que els seus titulars verifiquin el seu empadronament.`,
  heldCounting: 'Comptant els vots de comptes sense verificar…',
  holdConfirm: 'Activa la regla',
  censusVoting: 'Votar sense compte',
  censusVotingText:
    'Qui no té correu vota des de qualsevol lloc amb el seu document i data de naixement, i rep un codi de comprovació. Risc: qui conegui el document i la data de naixement d’una altra persona pot votar per ella sense que ningú ho vegi; a les meses i en paper, el personal té la persona al davant. Necessita «Només voten persones empadronades».',
  paperTitle: 'Vot en paper, per telèfon, WhatsApp o a la mesa',
  paperText: "El vot d'una persona amb el seu document: es comprova el padró, l'edat i que no hagi votat ja per un altre canal.",
  paperProposals: 'Números de les propostes (separats per comes)',
  paperChannel: 'Canal',
  paperSend: 'Registra el vot',
  paperCounted: (id) => `Proposta #${id}: vot comptat.`,
  paperRefused: (id, message) => `Proposta #${id}: no comptat. ${message}`,
  paperProposalsInvalid: 'Escriu els números de les propostes separats per comes.',
} satisfies PortalCatalogue['CENSUS_UI_TEXTS']
