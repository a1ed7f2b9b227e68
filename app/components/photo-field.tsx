import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { NEW_PROPOSAL_TEXTS as T } from '@copy'
import { Button, buttonLook } from './ui/button'
import { FormField } from './ui/form-field'
import { chosenImage } from '../lib/images/choose-image'

/**
 * An optional photo with the new-proposal form's rules (§5: an image, at most 10 MB) and its Spanish
 * file button; the parent owns the chosen file and shrinks it when sending.
 */
export function PhotoField({
  label,
  hint = T.imageHint,
  file,
  onChange,
  error,
}: {
  label: string
  hint?: string
  file: File | null
  onChange: (file: File | null) => void
  error?: string
}) {
  const input = useRef<HTMLInputElement>(null)
  const preview = useObjectUrl(file)

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = chosenImage(event)
    if (chosen) onChange(chosen)
  }

  function remove() {
    onChange(null)
    if (input.current) input.current.value = ''
  }

  return (
    <div className="space-y-3">
      <FormField label={label} hint={hint} error={error}>
        {(aria) => (
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <input {...aria} ref={input} type="file" accept="image/*" onChange={choose} className="peer sr-only" />
            <label
              htmlFor={aria.id}
              className={`${buttonLook({ look: 'outline', size: 'lg' })} cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600`}
            >
              {T.chooseImage}
            </label>
            <span className="text-sm break-all text-slate-700">{file?.name ?? T.noImage}</span>
          </div>
        )}
      </FormField>
      {file && preview && (
        <div className="flex items-center gap-4">
          <img src={preview} alt={T.imagePreviewAlt} className="h-24 w-32 rounded-md object-cover" />
          <Button onClick={remove} look="danger-outline" size="touch">
            {T.removeImage}
          </Button>
        </div>
      )}
    </div>
  )
}

/** A preview address for the chosen file, released when the file changes or the field goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) return setUrl(null)
    const next = URL.createObjectURL(file)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [file])
  return url
}
