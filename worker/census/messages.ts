/**
 * What travels on the census queue: one `chunk` message per slice of the uploaded file (the consumer
 * sends the next one when it has stored its own), and `cleanup` to delete the rows of generations that
 * are no longer the census, a slice at a time.
 */
export type CensusMessage = { kind: 'chunk'; importId: number; offset: number } | { kind: 'cleanup' }
