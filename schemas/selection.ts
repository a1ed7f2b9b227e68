import * as v from 'valibot'
import { LAB_TEXTS as TEXTS } from '@copy/selection'
import { inSpanish } from '@copy/localize'

const LAB_TEXTS = inSpanish(TEXTS)

/** The laboratory's upload: one file under the field `file` (its size is limited before it is read). */
export const PbUploadSchema = v.object({ file: v.file(LAB_TEXTS.fileMissing) }, LAB_TEXTS.fileMissing)
