import { describe, expect, it } from 'vitest'
import { CENSUS_REJECTIONS } from '@copy/census'
import { comesOfAge, decodeCensus, detectEncoding, detectSeparator, normaliseDocument, parseBirthDate, parseCensusLine } from './census'

describe('DNI and NIE', () => {
  it('accepts a DNI with its control letter, in any case, with spaces, dots and dashes', () => {
    expect(normaliseDocument('12345678Z')).toBe('12345678Z')
    expect(normaliseDocument('12.345.678-z')).toBe('12345678Z')
    expect(normaliseDocument(' 12345678 z ')).toBe('12345678Z')
  })
  it('pads a DNI whose leading zeros were dropped', () => {
    // 00000001 mod 23 = 1 → 'R'
    expect(normaliseDocument('1R')).toBe('00000001R')
    expect(normaliseDocument('00000001-r')).toBe('00000001R')
  })
  it('checks NIEs with X, Y and Z counted as 0, 1 and 2', () => {
    expect(normaliseDocument('X1234567L')).toBe('X1234567L')
    expect(normaliseDocument('y-1234567-x')).toBe('Y1234567X')
    expect(normaliseDocument('Z1234567R')).toBe('Z1234567R')
  })
  it('refuses a wrong letter and anything that is not a document', () => {
    expect(normaliseDocument('12345678A')).toBeNull()
    expect(normaliseDocument('X1234567A')).toBeNull()
    for (const bad of ['', 'Z', '123456789Z', 'W1234567L', '=1+1', '12345678', 'ABCDEFGHZ']) expect(normaliseDocument(bad)).toBeNull()
  })
})

describe('census lines', () => {
  const today = '2026-11-24'
  it('reads dates in ISO and Spanish order and refuses impossible ones', () => {
    expect(parseBirthDate('1980-02-29')).toBe('1980-02-29')
    expect(parseBirthDate('29/02/1980')).toBe('1980-02-29')
    expect(parseBirthDate('1.3.1980')).toBe('1980-03-01')
    expect(parseBirthDate('1981-02-29')).toBeNull()
    expect(parseBirthDate('31/04/1990')).toBeNull()
    expect(parseBirthDate('ayer')).toBeNull()
  })
  it('counts the minimum age from the birthday, 29 February included', () => {
    expect(comesOfAge('2010-06-15', 16)).toBe('2026-06-15')
    expect(comesOfAge('2008-02-29', 16)).toBe('2024-02-29')
    expect(comesOfAge('2008-02-29', 17)).toBe('2025-03-01')
  })
  it('detects the separator and parses a valid line, quotes and accents included', () => {
    expect(detectSeparator('documento;fecha;distrito')).toBe(';')
    expect(detectSeparator('documento,fecha,distrito')).toBe(',')
    expect(parseCensusLine('12345678z;15/06/1980;norte', ';', today)).toEqual({
      ok: true,
      row: { document: '12345678Z', birthDate: '1980-06-15', district: 'Norte' },
    })
    expect(parseCensusLine('"X1234567L","1990-01-02","CENTRO"\r', ',', today)).toMatchObject({ ok: true })
  })
  it('gives a Spanish reason for each bad line, never the document', () => {
    const reason = (line: string) => {
      const r = parseCensusLine(line, ';', today)
      return r.ok ? null : CENSUS_REJECTIONS[r.reason]
    }
    expect(reason('12345678A;1980-01-01;Norte')).toBe(CENSUS_REJECTIONS.badLetter)
    expect(reason('=HYPERLINK("x");1980-01-01;Norte')).toBe(CENSUS_REJECTIONS.badDocument)
    expect(reason('12345678Z;1980-02-30;Norte')).toBe(CENSUS_REJECTIONS.badDate)
    expect(reason('12345678Z;2030-01-01;Norte')).toBe(CENSUS_REJECTIONS.futureDate)
    expect(reason('12345678Z;1980-01-01;Atlántida')).toBe(CENSUS_REJECTIONS.unknownDistrict)
    expect(reason('12345678Z;1980-01-01')).toBe(CENSUS_REJECTIONS.columns)
    expect(reason('12345678Z;1980-01-01;Norte;extra')).toBe(CENSUS_REJECTIONS.tooManyColumns)
    expect(reason('12345678Z;1980-01-01;No\u0007rte')).toBe(CENSUS_REJECTIONS.controlChars)
    expect(reason(`12345678Z;1980-01-01;${'x'.repeat(600)}`)).toBe(CENSUS_REJECTIONS.tooLong)
    expect(reason('12345678Z;1980-01-01;Todos')).toContain('Distrito desconocido')
  })
  it('reads UTF-8 (with or without BOM) and Windows-1252 files', () => {
    const utf8 = new TextEncoder().encode('\uFEFFdocumento;fecha;distrito\n')
    expect(detectEncoding(utf8)).toBe('utf-8')
    expect(decodeCensus(utf8, 'utf-8')).toBe('documento;fecha;distrito\n')
    const cp1252 = new Uint8Array([0x4e, 0xfa, 0x6d, 0x2e, 0x80])
    expect(detectEncoding(cp1252)).toBe('windows-1252')
    expect(decodeCensus(cp1252, 'windows-1252')).toBe('Núm.€')
  })
})
