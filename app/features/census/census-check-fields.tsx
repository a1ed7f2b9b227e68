import { CENSUS_UI_TEXTS as T } from '@copy'
import { TextField } from '@app/components/ui/form-field'
import type { FieldErrors } from '@app/lib/form-errors'

/** Document and birth date, the two fields of every census check (profile, table, vote without an account, paper). */
export function CensusCheckFields({ errors }: { errors: FieldErrors }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={T.document}
        hint={T.documentHint}
        name="document"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.document}
      />
      <TextField label={T.birthDate} name="birthDate" type="date" autoComplete="bday" error={errors.birthDate} />
    </div>
  )
}
