/** The assessment's and the rules' names, which every page with a proposal card reads. */
export const BUDGET_LABELS = {
  feasibility: { pending: 'Ebaluatzeko zain', feasible: 'Bideragarria', unfeasible: 'Ez bideragarria' },
  rules: { greedy: 'Babesen gehiengoa', 'equal-shares': 'Banaketa ekitatiboa' },
  outcome: { selected: 'Hautatua', 'not-selected': 'Ez hautatua', withdrawn: 'Batzordeak kendua', unfeasible: 'Ez bideragarria' },
  shortOf: (missing: string) => `ez zen sartzen geratzen zen diruan (${missing} falta ziren)`,
  notFunded: 'bere botoemaileek ez zuten bere kostua biltzen banaketa ekitatiboan',
} as const
