/**
 * Resolves in a later task of the event loop: work chained after it runs apart from what came before, so
 * the browser may answer a tap or paint in between instead of seeing one long task (docs/decisions/0079).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
