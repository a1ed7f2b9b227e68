import type { ComponentProps } from 'react'

/** A toggle (`aria-pressed`, like 'Seguir') shows its pressed state in the brand's light blue. */
const PRESSED = 'aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 aria-pressed:hover:bg-brand-100'

/**
 * Button looks, shared by buttons and by links drawn as buttons; all pass AA contrast and keep the global
 * focus ring. `outline` is the brand's second choice beside a primary one, `secondary` the neutral one.
 * A disabled filled button turns slate-500, on which white still passes AA: its label ('Enviando…')
 * is read while it waits.
 */
const LOOKS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-500',
  secondary: `border border-slate-400 bg-white text-slate-900 hover:bg-slate-50 disabled:text-slate-500 ${PRESSED}`,
  outline: 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 disabled:border-slate-400 disabled:text-slate-500',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-500',
  'danger-outline': 'border border-red-700 bg-white text-red-700 hover:bg-red-50 disabled:border-slate-400 disabled:text-slate-500',
  link: 'text-brand-700 underline underline-offset-4 hover:text-brand-800 disabled:text-slate-500',
} as const

/**
 * `sm`/`md` are the admin panel's dense controls; `touch` and `lg` keep the 44-px target the public pages
 * promise (WCAG 2.5.5, e2e/phone-targets.test.ts) and may wrap on a phone instead of overflowing it.
 * The `link` look takes the size's text and height but no padding, so it lines up with the text around it.
 * `touch` is narrow enough for a card's vote, follow and share buttons to share one row.
 */
const SIZES = {
  sm: { text: 'gap-1.5 text-xs font-medium whitespace-nowrap', pad: 'px-2.5 py-1.5' },
  md: { text: 'gap-1.5 text-sm font-medium whitespace-nowrap', pad: 'px-4 py-2' },
  touch: { text: 'min-h-11 gap-2 text-center text-sm font-semibold', pad: 'px-3 py-2' },
  lg: { text: 'min-h-11 gap-2 text-center text-base font-semibold', pad: 'px-5 py-2' },
} as const

/** `block` fills the row; `'phone'` only below the `sm` breakpoint, where a thumb reaches the whole width. */
const BLOCKS = { none: '', always: 'w-full', phone: 'w-full sm:w-auto' } as const

export interface ButtonLook {
  look?: keyof typeof LOOKS
  size?: keyof typeof SIZES
  block?: boolean | 'phone'
}

/**
 * The classes of a button's look, for a `<Link>` or `<a>` that should look like one. `wrap-normal`: a label
 * wraps between words only, even inside the list items that let text break anywhere (styles.css).
 */
export function buttonLook({ look = 'secondary', size = 'md', block = false }: ButtonLook = {}) {
  const { text, pad } = SIZES[size]
  const width = BLOCKS[block === true ? 'always' : block || 'none']
  return `inline-flex items-center justify-center rounded-md wrap-normal disabled:cursor-not-allowed ${LOOKS[look]} ${text} ${look === 'link' ? '' : pad} ${width}`
}

export function Button({ look, size, block, className = '', ...props }: ComponentProps<'button'> & ButtonLook) {
  return <button type="button" {...props} className={`${buttonLook({ look, size, block })} ${className}`} />
}
