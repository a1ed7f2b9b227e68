/**
 * How far the works have got, as a native <progress>: screen readers read its value and label, and it
 * needs no style attribute (the server's HTML may carry none under the CSP), so it draws without JavaScript.
 */
export function ProgressBar({ value, label, className = '' }: { value: number; label: string; className?: string }) {
  return (
    <progress
      value={value}
      max={100}
      aria-label={label}
      className={`block h-3 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-green-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-green-700 ${className}`}
    >
      {value} %
    </progress>
  )
}
