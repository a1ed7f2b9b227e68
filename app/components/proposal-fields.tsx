import type { ComponentProps } from 'react'
import { DISTRICTS } from '@domain/districts'
import { SCOPES } from '@domain/scopes'
import { SelectField } from './ui/form-field'
import { districtLabel, scopeLabel } from '@copy/district-scope-labels'

/** [value, text] pairs for a select or a filter, in the spec's order; read when drawn, in the page's language. */
export const districtOptions = () => DISTRICTS.map((d) => [d, districtLabel(d)] as const)
export const scopeOptions = () => SCOPES.map((s) => [s, scopeLabel(s)] as const)

type FieldProps = Omit<ComponentProps<typeof SelectField>, 'name' | 'options'>

/** The district select of every proposal form (new, channel register, admin edit). */
export function DistrictField(props: FieldProps) {
  return <SelectField {...props} name="district" options={districtOptions()} />
}

/** The scope select of every proposal form. */
export function ScopeField(props: FieldProps) {
  return <SelectField {...props} name="scope" options={scopeOptions()} />
}
