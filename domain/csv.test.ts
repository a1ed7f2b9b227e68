import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv'

describe('CSV for Spanish spreadsheets', () => {
  it('starts with a BOM, separates with ; and ends lines with CRLF, keeping accents', () => {
    const csv = toCsv(['Título', 'Votos'], [['Más árboles en la Ñ', 12]])
    expect(csv).toBe('\uFEFFTítulo;Votos\r\nMás árboles en la Ñ;12\r\n')
  })

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"')
    expect(csvCell('dice "hola"')).toBe('"dice ""hola"""')
    expect(csvCell('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"')
    expect(csvCell('1,5')).toBe('"1,5"')
  })

  it('neutralises cells that a spreadsheet would run as formulas', () => {
    for (const attack of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd']) {
      expect(csvCell(attack).replace(/^"/, '').startsWith("'")).toBe(true)
    }
    expect(csvCell('Calle Mayor')).toBe('Calle Mayor')
    expect(csvCell(null)).toBe('')
  })
})
