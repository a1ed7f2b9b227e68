import { useMemo } from 'react'
import { qrPath } from './poster-model'

/** The QR code drawn in the browser as SVG: sharp at any print size, and readable by a phone. */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { path, size } = useMemo(() => qrPath(text), [text])
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
