import { render, screen } from '@testing-library/react'
import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { centreClearance, createQrMatrix } from './create-qr-matrix.ts'
import { QR_QUIET_ZONE_MODULES, QrCode } from './qr-code.tsx'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

const svgOf = (value: string, imageSrc?: string) => {
  const { container, unmount } = render(
    <QrCode value={value} label="QR code" imageSrc={imageSrc} />,
  )
  const markup = (container.querySelector('svg') as SVGSVGElement).outerHTML
  unmount()
  return markup
}

/**
 * Reads back which modules the SVG paints dark: the dots, and the patterns drawn as shapes (a
 * ring and a filled centre each: the three finders and the alignment patterns).
 */
function modulesFromSvg(svg: SVGSVGElement) {
  const size = Number(svg.closest('.apkt-qr')?.getAttribute('data-modules'))
  const dark = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  const paint = (row: number, column: number) => {
    const cells = dark[row]
    if (cells) cells[column] = true
  }
  const d = svg.querySelector('path')?.getAttribute('d') ?? ''
  for (const [, x, y] of d.matchAll(/M([\d.]+) ([\d.]+)a/g)) {
    paint(Math.round(Number(y) + 0.42 - 0.5), Math.round(Number(x) - 0.5))
  }
  const number = (element: Element, name: string) => Number(element.getAttribute(name))
  for (const ring of svg.querySelectorAll('g > rect[fill="none"]')) {
    // A stroke one module wide, centred half a module inside the pattern's edge.
    const left = number(ring, 'x') - 0.5
    const top = number(ring, 'y') - 0.5
    const side = number(ring, 'width') + 1
    for (let offset = 0; offset < side; offset++) {
      paint(top, left + offset)
      paint(top + side - 1, left + offset)
      paint(top + offset, left)
      paint(top + offset, left + side - 1)
    }
  }
  for (const centre of svg.querySelectorAll('g > rect[fill="currentColor"]')) {
    for (let row = 0; row < number(centre, 'height'); row++) {
      for (let column = 0; column < number(centre, 'width'); column++) {
        paint(number(centre, 'y') + row, number(centre, 'x') + column)
      }
    }
  }
  return dark
}

/** Rasterises modules with a 4-module quiet zone into RGBA pixels for a decoder. */
function rasterise(modules: boolean[][], scale = 4) {
  const quiet = 4
  const width = (modules.length + quiet * 2) * scale
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  for (const [row, cells] of modules.entries()) {
    for (const [column, isDark] of cells.entries()) {
      if (!isDark) continue
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const offset = (((row + quiet) * scale + dy) * width + (column + quiet) * scale + dx) * 4
          pixels.fill(0, offset, offset + 3)
        }
      }
    }
  }
  return { pixels, width }
}

describe('QrCode', () => {
  it('is an image named by its label', () => {
    render(<QrCode value={uri} label="Scan with your phone" />)
    expect(screen.getByRole('img', { name: 'Scan with your phone' }).tagName.toLowerCase()).toBe(
      'svg',
    )
  })

  it('renders the same SVG for the same input and another for another', () => {
    expect(svgOf(uri)).toBe(svgOf(uri))
    expect(svgOf(`${uri}a`)).not.toBe(svgOf(`${uri}b`))
  })

  it('grows with the input length', () => {
    const { container, rerender } = render(<QrCode value="wc:short" label="QR" />)
    const modules = () => Number(container.querySelector('.apkt-qr')?.getAttribute('data-modules'))
    const small = modules()
    rerender(<QrCode value={uri} label="QR" />)
    expect(modules()).toBeGreaterThan(small)
  })

  it('decodes back to the input, with and without the centre icon', () => {
    for (const imageSrc of [undefined, 'https://cdn.example.org/wallet.png']) {
      const { container, unmount } = render(<QrCode value={uri} label="QR" imageSrc={imageSrc} />)
      const { pixels, width } = rasterise(
        modulesFromSvg(container.querySelector('svg') as SVGSVGElement),
      )
      expect(jsQR(pixels, width, width)?.data).toBe(uri)
      unmount()
    }
  })

  it('paints exactly the dark modules of the code, but for the clearance under the icon', () => {
    for (const errorCorrection of ['Q', 'H'] as const) {
      const { modules, size } = createQrMatrix(uri, { errorCorrection })
      const { container, unmount } = render(
        <QrCode value={uri} label="QR" errorCorrection={errorCorrection} showImage />,
      )
      const { start, end } = centreClearance(size)
      const inClearance = (index: number) => index >= start && index < end
      const expected = modules.map((cells, row) =>
        cells.map((isDark, column) => isDark && !(inClearance(row) && inClearance(column))),
      )
      expect(modulesFromSvg(container.querySelector('svg') as SVGSVGElement)).toEqual(expected)
      unmount()
    }
  })

  it('draws each alignment pattern as one ring and a centre, not as dots', () => {
    const { container } = render(<QrCode value={uri} label="QR" />)
    const { alignmentPatterns } = createQrMatrix(uri)
    expect(alignmentPatterns.length).toBeGreaterThan(1)
    const rings = [...container.querySelectorAll('g > rect[fill="none"][width="4"]')]
    expect(
      rings.map((ring) => [Number(ring.getAttribute('y')), Number(ring.getAttribute('x'))]),
    ).toEqual(alignmentPatterns.map(({ row, column }) => [row - 1.5, column - 1.5]))
  })

  it('draws a quiet zone of four modules on every side, as part of the code', () => {
    const { container } = render(<QrCode value="wc:short" label="QR" />)
    const size = Number(container.querySelector('.apkt-qr')?.getAttribute('data-modules'))
    expect(QR_QUIET_ZONE_MODULES).toBe(4)
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe(
      `-4 -4 ${size + 8} ${size + 8}`,
    )
  })

  it('leaves the centre blank and puts the wallet image there', () => {
    const { container } = render(
      <QrCode value={uri} label="QR" imageSrc="https://cdn.example.org/wallet.png" />,
    )
    const modules = modulesFromSvg(container.querySelector('svg') as SVGSVGElement)
    const middle = Math.floor(modules.length / 2)
    expect(modules[middle]?.slice(middle - 2, middle + 3).some(Boolean)).toBe(false)
    expect(container.querySelector('.apkt-qr__image img')).toHaveAttribute(
      'src',
      'https://cdn.example.org/wallet.png',
    )
  })
})
