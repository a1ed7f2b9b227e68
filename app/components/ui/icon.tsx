/** The portal's line icons; each is drawn by the stylesheet (`.icon-*` in app/styles.css). */
export type IconName = 'thumb' | 'check' | 'lock' | 'share' | 'bell' | 'bell-filled' | 'image' | 'menu' | 'cookie'

/**
 * A decorative icon beside a control's words, in the text's colour; `className` gives its size. An image
 * of the stylesheet instead of an inline <svg>: a first visit lays out no drawing per card (docs/decisions/0087).
 */
export function Icon({ name, className = 'size-4' }: { name: IconName; className?: string }) {
  return <span aria-hidden="true" className={`icon icon-${name} ${className}`} />
}
