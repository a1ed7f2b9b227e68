/**
 * A picture's width and height read from its header, without decoding it: what a phone would have to
 * hold in memory to draw it. null when the header does not say (a damaged or truncated file).
 */
export function imageSize(bytes: Uint8Array, ext: string): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const has = (end: number) => end <= bytes.byteLength
  switch (ext) {
    case 'png':
      // The first chunk is IHDR: width and height, big-endian, at 16 and 20.
      if (!has(24) || ascii(bytes, 12, 16) !== 'IHDR') return null
      return { width: view.getUint32(16), height: view.getUint32(20) }
    case 'gif':
      // The logical screen every frame is drawn on: little-endian, at 6 and 8.
      if (!has(10)) return null
      return { width: view.getUint16(6, true), height: view.getUint16(8, true) }
    case 'webp':
      return webpSize(bytes, view)
    case 'jpg':
      return jpegSize(bytes, view)
    default:
      return null
  }
}

function ascii(b: Uint8Array, from: number, to: number) {
  return String.fromCharCode(...b.subarray(from, to))
}

/** RIFF/WEBP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, with the canvas size). */
function webpSize(bytes: Uint8Array, view: DataView) {
  if (bytes.byteLength < 30) return null
  const u24 = (at: number) => view.getUint16(at, true) + (bytes[at + 2] << 16)
  switch (ascii(bytes, 12, 16)) {
    case 'VP8X':
      return { width: u24(24) + 1, height: u24(27) + 1 }
    case 'VP8L': {
      if (bytes[20] !== 0x2f) return null
      const bits = view.getUint32(21, true)
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
    }
    case 'VP8 ':
      // A key frame: 3-byte tag, start code 9d 01 2a, then 14-bit width and height.
      if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null
      return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff }
    default:
      return null
  }
}

/** JPEG: walk the segments to the first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegSize(bytes: Uint8Array, view: DataView) {
  let at = 2
  while (at + 4 <= bytes.byteLength) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2 // markers without a length
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return null // end of image or start of scan before any frame
    const length = view.getUint16(at + 2)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > bytes.byteLength) return null
      return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) }
    }
    if (length < 2) return null
    at += 2 + length
  }
  return null
}
