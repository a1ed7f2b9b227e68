import { useState } from 'react'

interface Props {
  src: string | null
  alt: string
  /** Intrinsic size hints, so the browser reserves the box before the photo arrives (no layout shift). */
  width: number
  height: number
  className?: string
  eager?: boolean
}

// Classes, not a style attribute: server HTML may carry no inline style under the CSP. Photos are 16:9;
// the detail dialog uses a wider 16:7 band.
const aspect = (width: number, height: number) => (width * 9 === height * 16 ? 'aspect-video' : 'aspect-[16/7]')

/** A proposal photo in a fixed-ratio box; a neutral image icon stands in when there is none or it fails (§2). */
export function ProposalImage({ src, alt, width, height, className = '', eager = false }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const box = `overflow-hidden bg-slate-100 ${className}`
  if (!src || failedSrc === src) {
    return (
      <div className={`${box} ${aspect(width, height)} flex items-center justify-center text-slate-400`}>
        <ImageIcon />
      </div>
    )
  }
  return (
    <div className={`${box} ${aspect(width, height)}`}>
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailedSrc(src)}
        className="h-full w-full object-cover"
      />
    </div>
  )
}

function ImageIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-12 w-12" fill="none" stroke="currentColor" strokeWidth="1.5">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="8.5" cy="9.5" r="1.5" />
      <path d="m21 16-5-5-9 9" />
    </svg>
  )
}
