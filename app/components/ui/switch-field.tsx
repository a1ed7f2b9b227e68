import { Description, Field, Label, Switch } from '@headlessui/react'

/** An on/off choice with its label and a sentence saying what it means, read together by screen readers. */
export function SwitchField({
  label,
  description,
  checked,
  disabled = false,
  onChange,
  as = 'div',
}: {
  label: string
  description: string
  checked: boolean
  disabled?: boolean
  onChange: (on: boolean) => void
  /** 'li' when the switches make a list. */
  as?: 'div' | 'li'
}) {
  return (
    <Field as={as} className="flex items-start justify-between gap-4">
      <div>
        <Label className="font-medium">{label}</Label>
        <Description className="text-sm text-slate-700">{description}</Description>
      </div>
      <Switch
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        // A 44 px target around the 24 px track (WCAG 2.5.5).
        className="group inline-flex size-11 shrink-0 items-center justify-center rounded-full data-disabled:opacity-70"
      >
        <span className="inline-flex h-6 w-11 rounded-full bg-slate-500 transition group-data-checked:bg-brand-600">
          <span className="size-5 translate-x-0.5 translate-y-0.5 rounded-full bg-white transition group-data-checked:translate-x-5.5" />
        </span>
      </Switch>
    </Field>
  )
}
