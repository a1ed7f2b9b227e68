export function makeCensusKey(): string
