import { isAppKitError } from '@openappkit/common/errors'
import { describe, expect, it } from 'vitest'
import {
  centreClearance,
  createQrMatrix,
  isFinderModule,
  QrCodeEncodeError,
} from './create-qr-matrix.ts'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

describe('createQrMatrix', () => {
  it('is deterministic', () => {
    expect(createQrMatrix(uri)).toEqual(createQrMatrix(uri))
  })

  it('changes with the input', () => {
    expect(createQrMatrix(`${uri}0`).modules).not.toEqual(createQrMatrix(`${uri}1`).modules)
  })

  it('grows its version with the length of the input', () => {
    const short = createQrMatrix('wc:a')
    const medium = createQrMatrix(uri.slice(0, 80))
    const long = createQrMatrix(uri)
    expect(short.version).toBeLessThan(medium.version)
    expect(medium.version).toBeLessThan(long.version)
    expect(long.size).toBe(long.version * 4 + 17)
    expect(long.modules).toHaveLength(long.size)
    expect(long.modules.every((row) => row.length === long.size)).toBe(true)
  })

  it('uses more modules for H than for Q', () => {
    expect(createQrMatrix(uri, { errorCorrection: 'H' }).version).toBeGreaterThan(
      createQrMatrix(uri, { errorCorrection: 'Q' }).version,
    )
  })

  it('draws the finder pattern in the corners', () => {
    const { modules, size } = createQrMatrix(uri)
    // The top-left finder: a dark 7×7 ring around a light ring around a dark 3×3 centre.
    expect(modules[0]?.slice(0, 7).every(Boolean)).toBe(true)
    expect(modules[1]?.slice(1, 6).some(Boolean)).toBe(false)
    expect(modules[3]?.slice(2, 5).every(Boolean)).toBe(true)
    expect(isFinderModule(size, 3, 3)).toBe(true)
    expect(isFinderModule(size, 3, size - 2)).toBe(true)
    expect(isFinderModule(size, size - 1, size - 1)).toBe(false)
  })

  it('finds the centre of every alignment pattern', () => {
    expect(createQrMatrix('wc:a').alignmentPatterns).toEqual([])
    // Version 7 places them on rows and columns 6, 22 and 38, but where the finders are.
    const matrix = createQrMatrix('x'.repeat(60), { errorCorrection: 'H' })
    expect(matrix.version).toBe(7)
    expect(matrix.alignmentPatterns).toEqual([
      { row: 6, column: 22 },
      { row: 22, column: 6 },
      { row: 22, column: 22 },
      { row: 22, column: 38 },
      { row: 38, column: 22 },
      { row: 38, column: 38 },
    ])
    for (const { row, column } of matrix.alignmentPatterns) {
      const at = (dy: number, dx: number) => matrix.modules[row + dy]?.[column + dx]
      expect([at(0, 0), at(-1, 0), at(0, 1), at(-2, 0), at(2, 2)]).toEqual([
        true,
        false,
        false,
        true,
        true,
      ])
    }
  })

  it('throws an AppKitError when the value cannot fit', () => {
    let error: unknown
    try {
      createQrMatrix('x'.repeat(5000))
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(QrCodeEncodeError)
    expect(isAppKitError(error)).toBe(true)
  })
})

describe('centreClearance', () => {
  it('is an odd, centred square covering at most 9 % of the code', () => {
    for (const size of [21, 25, 45, 57, 77, 177]) {
      const { start, end, side } = centreClearance(size)
      expect(side % 2).toBe(1)
      expect(end - start).toBe(side)
      expect(start).toBe(size - end)
      expect((side * side) / (size * size)).toBeLessThanOrEqual(0.09)
    }
  })
})
