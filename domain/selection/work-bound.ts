/**
 * A selection's work bound. Every rule counts the work of each run it makes (a run's cost grows with
 * the voter classes and projects it visits), and stops with WorkLimitReached once the bound is spent:
 * the caller then shows no outcome at all, because a rule cut short is not the rule's outcome.
 */
export interface WorkBound {
  /** The most work units one selection may spend (see the rule for what a unit is). */
  limit: number
}

export class WorkLimitReached extends Error {
  constructor(
    readonly spent: number,
    readonly limit: number,
  ) {
    super(`selection work bound reached: ${spent} of ${limit}`)
    this.name = 'WorkLimitReached'
  }
}

/** What one selection has spent of its bound; every rule charges its work here as it goes. */
export class WorkMeter {
  private spent = 0

  constructor(private readonly bound: WorkBound | undefined) {}

  spend(units: number) {
    this.spent += units
    if (this.bound && this.spent > this.bound.limit) throw new WorkLimitReached(this.spent, this.bound.limit)
  }
}
