import { encode } from 'uqr'
import type { District } from '@domain/districts'

/** The address the poster's QR code opens: the new-proposal form, with the district chosen for a district poster. */
export function posterTarget(origin: string, district?: District): string {
  const url = new URL('/proposals/new', origin)
  if (district) url.searchParams.set('district', district)
  return url.href
}

/** Four modules of white around the code: the quiet zone the QR standard asks for, so phones find it on a busy wall. */
export const QR_QUIET_ZONE = 4

/**
 * The QR code as one SVG path (one unit square per dark module) and its side in modules. Error
 * correction 'M' survives a crease or a drawing-pin hole on a printed poster.
 */
export function qrPath(text: string): { path: string; size: number } {
  const { data, size } = encode(text, { ecc: 'M', border: QR_QUIET_ZONE })
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return { path, size }
}
