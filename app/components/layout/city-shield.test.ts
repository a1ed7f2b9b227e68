import { readFileSync } from 'node:fs'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { CityShield } from './city-shield'

/** The drawing of an SVG's markup: its view box and each path's outline and fill, in order. */
const drawing = (svg: string) => ({
  viewBox: svg.match(/viewBox="([^"]+)"/)?.[1],
  paths: [...svg.matchAll(/<path d="([^"]+)" fill="([^"]+)"/g)].map(([, d, fill]) => ({ d, fill })),
})

describe('el escudo de la cabecera', () => {
  test('es el mismo dibujo que public/logo.svg (el icono de la pestaña y de la aplicación instalada)', () => {
    const file = drawing(readFileSync(new URL('../../../public/logo.svg', import.meta.url), 'utf8'))
    expect(file.paths).toHaveLength(3)
    expect(drawing(renderToStaticMarkup(createElement(CityShield)))).toEqual(file)
  })

  test('es decorativo: los lectores de pantalla leen el nombre del sitio a su lado, no el dibujo', () => {
    expect(renderToStaticMarkup(createElement(CityShield))).toMatch(/^<svg[^>]* aria-hidden="true"/)
  })
})
