import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** The files that open census channels (the council's rules, a table's session). */
const OPENS_CENSUS_CHANNELS = /[\\/]e2e[\\/](census|table-device|tables-admin)\.test\.ts$/

/**
 * Files in vitest's own order, except that those opening census channels run last. Opening them holds
 * the cycle's web votes of unverified accounts (docs/decisions/0065), and the demo's ballots are such
 * votes: a file run after them would read a demo with the current year's ballots held, whatever its
 * own expectations of the demo's figures (the selection of Norte in budget.test.ts).
 */
export class CensusChannelsLast extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const last = (file: TestSpecification) => OPENS_CENSUS_CHANNELS.test(file.moduleId)
    return [...sorted.filter((file) => !last(file)), ...sorted.filter(last)]
  }
}
