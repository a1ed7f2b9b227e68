import { pbErrorMessage } from '@copy/selection'
import { describe, expect, it } from 'vitest'
import { PB_MAX_LINES, type PbError, parsePb, selectEqualShares, writePb } from './index'

const GOOD = [
  'META',
  'key;value',
  'description;Presupuesto participativo de prueba',
  'budget;543715.64',
  'vote_type;approval',
  'currency;EUR',
  'PROJECTS',
  'project_id;cost;votes;name;selected',
  '1;300000.50;2;"Parque ""La Ribera""; fase 1";1',
  '2;200000;2;Carril bici - tramo norte;1',
  '3;100000;1;Huerto urbano;0',
  'VOTES',
  'voter_id;vote;age',
  'v1;1,2;34',
  'v2; 1 , 3 ;',
  'v3;2;71',
  '',
].join('\r\n')

/** The refusal as the laboratory shows it: its code, its line and its message in words. */
function refusal(text: string): PbError & { message: string } {
  const result = parsePb(text)
  if (result.ok) throw new Error('The file was accepted')
  return { ...result.error, message: pbErrorMessage(result.error) }
}

/** GOOD with one line replaced (1-based). */
const withLine = (line: number, replacement: string) =>
  GOOD.split('\r\n')
    .map((text, index) => (index === line - 1 ? replacement : text))
    .join('\r\n')

describe('reading a .pb file', () => {
  it('reads META, projects with exact decimal costs, quoted names and ballots', () => {
    const result = parsePb(`\uFEFF${GOOD}`)
    if (!result.ok) throw new Error(result.error.code)
    const { election } = result
    expect(election.budget.toDecimal()).toBe('543715.64')
    expect(election.meta.currency).toBe('EUR')
    expect(election.projects.map((project) => [project.id, project.cost.toString(), project.name])).toEqual([
      ['1', '600001/2', 'Parque "La Ribera"; fase 1'],
      ['2', '200000', 'Carril bici - tramo norte'],
      ['3', '100000', 'Huerto urbano'],
    ])
    expect(election.projects[0].columns.selected).toBe('1')
    expect(election.ballots).toEqual([
      { voterId: 'v1', projects: ['1', '2'] },
      { voterId: 'v2', projects: ['1', '3'] },
      { voterId: 'v3', projects: ['2'] },
    ])
  })

  it('refuses each kind of bad file with its own code, a Spanish message and the line', () => {
    const cases: [string, string, Partial<PbError>][] = [
      ['', 'PB_EMPTY', {}],
      ['hola;mundo\nadiós', 'PB_NO_META', { line: 1 }],
      [GOOD.replace('META', 'PROJECTOS'), 'PB_NO_META', { line: 1 }],
      [withLine(4, 'currency;PLN'), 'PB_NO_BUDGET', {}],
      [withLine(4, 'budget;un millón'), 'PB_BAD_BUDGET', {}],
      [withLine(5, 'vote_type;ordinal'), 'PB_VOTE_TYPE', {}],
      [`${GOOD.split('PROJECTS')[0]}VOTES\r\nvoter_id;vote\r\nv1;1`, 'PB_NO_PROJECTS', {}],
      [withLine(8, 'id;coste;votes;name;selected'), 'PB_NO_PROJECTS', {}],
      [GOOD.split('VOTES')[0], 'PB_NO_VOTES', {}],
      [GOOD.split('v1;')[0], 'PB_NO_VOTES', {}],
      [withLine(14, 'v1;1,7;34'), 'PB_UNKNOWN_PROJECT', { line: 14 }],
      [withLine(14, 'v1;1,1;34'), 'PB_REPEATED_VOTE', { line: 14 }],
      [withLine(16, 'v1;2;71'), 'PB_DUPLICATE_VOTER', { line: 16 }],
      [withLine(10, '2;-200000;2;Carril bici;1'), 'PB_BAD_COST', { line: 10 }],
      [withLine(10, '2;doscientos mil;2;Carril bici;1'), 'PB_BAD_COST', { line: 10 }],
      [withLine(10, '2;200,000;2;Carril bici;1'), 'PB_BAD_COST', { line: 10 }],
      [withLine(10, '1;200000;2;Carril bici;1'), 'PB_DUPLICATE_PROJECT', { line: 10 }],
      [withLine(10, '2;200000;2;=HYPERLINK("http://x");1'), 'PB_FORMULA', { line: 10 }],
      [withLine(10, '2;200000;2;@SUM(A1);1'), 'PB_FORMULA', { line: 10 }],
      [withLine(10, '2;200000;2;+34 600 000 000;1'), 'PB_FORMULA', { line: 10 }],
      [withLine(10, '2;200000;2;Carril\tbici;1'), 'PB_CONTROL_CHARACTER', { line: 10 }],
      [withLine(10, '2;200000;2;"Carril\nbici";1'), 'PB_CONTROL_CHARACTER', { line: 10 }],
      [withLine(10, '2;200000;2;Carril\u0000bici;1'), 'PB_CONTROL_CHARACTER', { line: 10 }],
      [withLine(10, '2;200000;2;"Carril bici;1'), 'PB_UNCLOSED_QUOTE', { line: 10 }],
      [withLine(10, '2;200000;2;Carril bici'), 'PB_ROW_LENGTH', { line: 10 }],
      [withLine(10, '2,5;200000;2;Carril bici;1'), 'PB_BAD_PROJECT_ID', { line: 10 }],
      [`${GOOD}META\r\nkey;value\r\n`, 'PB_SECTION_ORDER', { line: 17 }],
      [GOOD + 'v9;1;20\n'.repeat(PB_MAX_LINES), 'PB_TOO_MANY_LINES', {}],
    ]
    for (const [text, code, extra] of cases) {
      const error = refusal(text)
      expect(error, code).toMatchObject({ code, ...extra })
      expect(error.message, code).toMatch(/[a-záéíóúñ]{3,}/)
    }
    expect(refusal(withLine(10, '2;-200000;2;Carril bici;1')).message).toBe(
      'Línea 10: el coste «-200000» del proyecto «2» no es válido: debe ser un número mayor o igual que cero.',
    )
  })

  it('refuses what a real city never writes before any number is made of it: long lines, huge or over-precise money, too many projects, too much work', () => {
    const projects = (count: number) => Array.from({ length: count }, (_, index) => `${index + 1};10`)
    const election = (budget: string, projectLines: string[], ballotLines: string[]) =>
      [
        'META',
        'key;value',
        `budget;${budget}`,
        'PROJECTS',
        'project_id;cost',
        ...projectLines,
        'VOTES',
        'voter_id;vote',
        ...ballotLines,
      ].join('\n')
    const cases: [string, string, Partial<PbError>][] = [
      [withLine(4, `budget;${'9'.repeat(400)}`), 'PB_BUDGET_LIMIT', {}],
      [withLine(4, 'budget;1000000000000.01'), 'PB_BUDGET_LIMIT', {}],
      [withLine(4, 'budget;543715.645'), 'PB_BUDGET_LIMIT', {}],
      [withLine(10, `2;1${'0'.repeat(12)}1;2;Carril bici;1`), 'PB_COST_LIMIT', { line: 10 }],
      [withLine(10, `2;0.${'3'.repeat(5000)};2;Carril bici;1`), 'PB_COST_LIMIT', { line: 10 }],
      [withLine(10, `2;${'7'.repeat(50_000)};2;Carril bici;1`), 'PB_LINE_TOO_LONG', { line: 10 }],
      [election('100', projects(3000), ['1;1,2']), 'PB_TOO_MANY_PROJECTS', {}],
      [
        election(
          '100',
          projects(1000),
          Array.from({ length: 20_001 }, (_, index) => `v${index};1`),
        ),
        'PB_TOO_MUCH_WORK',
        {},
      ],
    ]
    for (const [text, code, extra] of cases) {
      const error = refusal(text)
      expect(error, code).toMatchObject({ code, ...extra })
      expect(error.message.length, code).toBeLessThan(300)
    }
    expect(refusal(withLine(4, `budget;${'9'.repeat(400)}`)).message).toBe(
      `El presupuesto «${'9'.repeat(40)}» supera lo que se puede calcular: como mucho 1.000.000.000.000 y dos decimales.`,
    )
  })

  it('accepts money up to 10^12 with cents, zeros after the cents and leading zeros included', () => {
    const result = parsePb(withLine(10, '2;000200000.5000;2;Carril bici;1').replace('budget;543715.64', 'budget;1000000000000.00'))
    if (!result.ok) throw new Error(result.error.code)
    expect(result.election.budget.toDecimal()).toBe('1000000000000')
    expect(result.election.projects[1].cost.toDecimal()).toBe('200000.5')
  })

  it('accepts signed numbers where a number is expected and plain text elsewhere', () => {
    expect(parsePb(withLine(14, 'v1;1,2;+34')).ok).toBe(true)
    expect(parsePb(withLine(10, '2;200000;2;Carril bici: tramo -norte;1')).ok).toBe(true)
  })
})

describe('writing a .pb file', () => {
  it('round-trips through the reader, making unsafe names safe instead of losing them', () => {
    const text = writePb({
      meta: { description: 'Norte 2026', currency: 'EUR', budget: 'ignored' },
      budget: 120_000,
      projects: [
        { id: '17', cost: 45_000, name: 'Bancos; sombra y "fuentes"' },
        { id: '4', cost: '30000.5', name: '=1+1 no es una fórmula' },
        { id: '9', cost: 80_000, name: 'Dos\nlíneas\tcon tabulador' },
      ],
      ballots: [
        { voterId: '1', projects: ['17', '4'] },
        { voterId: '2', projects: ['9'] },
        { voterId: '3', projects: [] },
      ],
    })
    const result = parsePb(text)
    if (!result.ok) throw new Error(result.error.code)
    const { election } = result
    expect(election.budget.toString()).toBe('120000')
    expect(election.meta).toMatchObject({
      description: 'Norte 2026',
      currency: 'EUR',
      num_projects: '3',
      num_votes: '3',
      vote_type: 'approval',
    })
    expect(election.projects.map((project) => [project.id, project.cost.toDecimal(), project.name, project.columns.votes])).toEqual([
      ['17', '45000', 'Bancos; sombra y "fuentes"', '1'],
      ['4', '30000.5', "'=1+1 no es una fórmula", '1'],
      ['9', '80000', 'Dos líneas con tabulador', '1'],
    ])
    expect(election.ballots.map((ballot) => [ballot.voterId, ballot.projects])).toEqual([
      ['1', ['17', '4']],
      ['2', ['9']],
      ['3', []],
    ])
    // The same election, read back, selects the same under equal shares.
    const input = { budget: election.budget, projects: election.projects, ballots: election.ballots.map((ballot) => ballot.projects) }
    const again = selectEqualShares(input, { completion: 'none' })
    expect(again.selected).toEqual(['4'])
    expect(again.funded.map((funded) => funded.payments)).toEqual(
      selectEqualShares(
        { budget: 120_000, projects: input.projects, ballots: [['17', '4'], ['9'], []] },
        { completion: 'none' },
      ).funded.map((funded) => funded.payments),
    )
  })

  it('refuses what a .pb file cannot hold', () => {
    const base = { budget: 10, ballots: [] }
    expect(() => writePb({ ...base, projects: [{ id: 'a,b', cost: 1 }] })).toThrow()
    expect(() => writePb({ ...base, projects: [{ id: 'a', cost: -1 }] })).toThrow()
    expect(() => writePb({ budget: 10, projects: [{ id: 'a', cost: 1 }], ballots: [{ voterId: '1', projects: ['b'] }] })).toThrow()
  })
})
