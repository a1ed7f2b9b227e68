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
      return gifSize(bytes, view)
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

/**
 * GIF: the logical screen (little-endian, at 6 and 8) and every frame's place on it. A browser grows
 * the screen to a frame that does not fit it, so a 10 × 10 screen can hide a 65,535 × 65,535 frame:
 * the size is what the screen and all the frames cover. Frames are found by walking the blocks (each
 * data sub-block says its length); a file with no frame says nothing, one cut after a frame says what
 * it has drawn so far, as a browser would.
 */
function gifSize(bytes: Uint8Array, view: DataView) {
  if (bytes.byteLength < 13) return null
  let width = view.getUint16(6, true)
  let height = view.getUint16(8, true)
  const colourTable = (flags: number) => (flags & 0x80 ? 3 << ((flags & 0x07) + 1) : 0)
  /** The offset after a run of data sub-blocks starting at `at` (its 0 terminator included). */
  const skipSubBlocks = (at: number) => {
    while (at < bytes.byteLength && bytes[at] !== 0) at += bytes[at] + 1
    return at + 1
  }
  let frames = 0
  let at = 13 + colourTable(bytes[10])
  while (at < bytes.byteLength) {
    const block = bytes[at]
    if (block === 0x21)
      at = skipSubBlocks(at + 2) // an extension: its label, then its sub-blocks
    else if (block === 0x2c) {
      if (at + 10 > bytes.byteLength) break
      const [left, top, w, h] = [1, 3, 5, 7].map((offset) => view.getUint16(at + offset, true))
      width = Math.max(width, left + w)
      height = Math.max(height, top + h)
      frames++
      // The descriptor, its own colour table, the LZW code size, then the image data's sub-blocks.
      at = skipSubBlocks(at + 10 + colourTable(bytes[at + 9]) + 1)
    } else break // the trailer (0x3b), or bytes no decoder would read further
  }
  return frames ? { width, height } : null
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
