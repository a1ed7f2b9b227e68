import { expect, test } from 'vitest'
import { CONTACT } from '@domain/contact-data'
import { otherChannelLines } from './poster-channels'

test('el cartel general nombra el buzón de la asociación y todos los canales con sus datos', () => {
  const lines = otherChannelLines()
  expect(lines).toHaveLength(7)
  expect(lines).toContain('En el buzón de tu asociación vecinal')
  for (const value of [CONTACT.email, CONTACT.federation.office, CONTACT.council010FromOutside, CONTACT.whatsapp, CONTACT.infoPhone]) {
    expect(lines.join('\n')).toContain(value)
  }
})

test('el cartel de un distrito nombra su asociación y su buzón; sin oficina, solo el nombre', () => {
  expect(otherChannelLines('Norte')).toContain('En el buzón de la Asociación Vecinal Norte: Plaza del Norte 3')
  expect(otherChannelLines('Oeste')).toContain('En el buzón de la Asociación Vecinal Oeste')
})
