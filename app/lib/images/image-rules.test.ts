import { describe, expect, test } from 'vitest'
import { imageProblem } from './image-checks'
import { fitWithin } from './image-size'

describe('fitWithin: the size a photo is shrunk to', () => {
  test('the longest side becomes the limit and the proportions stay', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 })
    expect(fitWithin(3000, 4000, 480)).toEqual({ width: 360, height: 480 })
    expect(fitWithin(1920, 1080, 480)).toEqual({ width: 480, height: 270 })
  })

  test('photos already small enough are not enlarged', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 })
    expect(fitWithin(480, 480, 480)).toEqual({ width: 480, height: 480 })
  })

  test('a very thin panorama keeps at least one pixel', () => {
    expect(fitWithin(20000, 10, 480)).toEqual({ width: 480, height: 1 })
  })
})

describe('imageProblem (§5 image upload)', () => {
  const MB = 1024 * 1024
  test('only images, and never SVG', () => {
    expect(imageProblem({ type: 'application/pdf', size: 1000 })).toBe('not-image')
    expect(imageProblem({ type: 'image/svg+xml', size: 1000 })).toBe('not-image')
    expect(imageProblem({ type: 'image/jpeg', size: 1000 })).toBeNull()
  })

  test('at most 10 MB', () => {
    expect(imageProblem({ type: 'image/png', size: 10 * MB })).toBeNull()
    expect(imageProblem({ type: 'image/png', size: 10 * MB + 1 })).toBe('too-big')
  })
})
