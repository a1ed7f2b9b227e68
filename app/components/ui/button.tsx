import type { ButtonHTMLAttributes } from 'react'

/** Button looks shared by the screens; all pass AA contrast and keep the global focus ring. */
const LOOKS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400',
  secondary: 'border border-slate-400 bg-white text-slate-900 hover:bg-slate-50 disabled:text-slate-500',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400',
} as const
const SIZES = { md: 'px-4 py-2 text-sm', sm: 'px-2.5 py-1.5 text-xs' } as const

export function Button({
  look = 'secondary',
  size = 'md',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { look?: keyof typeof LOOKS; size?: keyof typeof SIZES }) {
  return (
    <button
      type="button"
      {...props}
      className={`inline-flex items-center justify-center gap-1.5 rounded-md font-medium whitespace-nowrap disabled:cursor-not-allowed ${LOOKS[look]} ${SIZES[size]} ${className}`}
    />
  )
}
