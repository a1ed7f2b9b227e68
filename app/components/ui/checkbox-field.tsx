import { useId, type InputHTMLAttributes } from 'react'

/** A box with its label beside it and, below, the hint that describes it to screen readers. */
export function CheckboxField({
  label,
  hint,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { label: string; hint: string }) {
  const hintId = useId()
  return (
    <div>
      <label className="flex items-start gap-3 font-medium text-slate-900">
        <input type="checkbox" {...input} aria-describedby={hintId} className="mt-0.5 size-5 shrink-0 accent-brand-700" />
        {label}
      </label>
      <p id={hintId} className="mt-1 pl-8 text-sm text-slate-700">
        {hint}
      </p>
    </div>
  )
}
