/**
 * What travels on the selection queue: the job to run. Everything else (its kind, its file) is in its
 * `selection_jobs` row, so a repeated delivery finds the job already done and does nothing.
 */
export type SelectionJobMessage = { jobId: string }
