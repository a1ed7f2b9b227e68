import { CONTACT } from '@domain/contact-data'
import type { District } from '@domain/districts'
import { POSTER_TEXTS } from '@copy'

const L = POSTER_TEXTS.channelLines

/**
 * The other ways to present a proposal (§1), in the order of domain/channels.ts, with the council's
 * contact data. A district poster names that district's own association and its mailbox.
 */
export function otherChannelLines(district?: District): string[] {
  const association = district && CONTACT.associations.find((a) => a.district === district)
  return [
    L.papel,
    L.email(CONTACT.email),
    association ? L.associationFor(association.name, association.office) : L.association,
    L.federation(CONTACT.federation.office, CONTACT.federation.hours),
    L.council010(CONTACT.council010, CONTACT.council010FromOutside),
    L.whatsapp(CONTACT.whatsapp),
    L.phone(CONTACT.infoPhone, CONTACT.infoHours),
  ]
}
