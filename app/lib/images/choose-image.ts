import type { ChangeEvent } from 'react'
import { NEW_PROPOSAL_TEXTS as T } from '@copy'
import { toast } from '../toast'
import { imageProblem } from './image-checks'

/**
 * The file a person just chose, if it passes §5; otherwise null, after telling them the way §5 says
 * (a toast for a file that is not an image, an alert for one over 10 MB) and clearing the input.
 * Every photo picker (new proposal, admin edit, channel register) goes through here.
 */
export function chosenImage(event: ChangeEvent<HTMLInputElement>): File | null {
  const file = event.target.files?.[0]
  if (!file) return null
  const problem = imageProblem(file)
  if (!problem) return file
  event.target.value = ''
  if (problem === 'not-image') toast({ title: T.notImage, variant: 'destructive' })
  else window.alert(T.tooBig)
  return null
}
