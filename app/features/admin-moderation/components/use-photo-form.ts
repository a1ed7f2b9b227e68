import { useState, type FormEvent } from 'react'
import type * as v from 'valibot'
import { errorMessage } from '@app/lib/api'
import { useFieldErrors } from '@app/lib/form-errors'
import { photoUpload } from '@app/lib/images/shrink-image'
import type { ProposalPhotos } from '@app/lib/proposal-form'
import { toast } from '@app/lib/toast'

/**
 * The submit of the admin's forms with one optional photo (a proposal's correction, a milestone): the
 * fields checked with the Worker's own schema (else their messages, and a toast saying to fix them), the
 * chosen photo shrunk, then `save`. A refusal puts its messages at their fields and its reason in a
 * toast; nothing typed is lost. `reading` is true while the photo is being shrunk.
 */
export function usePhotoForm<S extends v.GenericSchema>({
  schema,
  fixErrors,
  failed,
  save,
}: {
  schema: S
  /** The toast when the fields do not pass. */
  fixErrors: string
  /** The toast when the save fails with no message of its own. */
  failed: string
  save: (values: v.InferOutput<S>, photos: ProposalPhotos | null, form: HTMLFormElement) => Promise<void>
}) {
  const { errors, check, showRefusal } = useFieldErrors()
  const [photo, setPhoto] = useState<File | null>(null)
  const [reading, setReading] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const values = check(schema, form)
    if (!values) {
      toast({ title: fixErrors, variant: 'destructive' })
      return
    }
    try {
      setReading(true)
      const photos = await photoUpload(photo)
      setReading(false)
      await save(values, photos, form)
    } catch (error) {
      setReading(false)
      showRefusal(error)
      toast({ title: errorMessage(error, failed), variant: 'destructive' })
    }
  }

  return { errors, photo, setPhoto, reading, submit }
}
