import { render, screen } from '@testing-library/react'
import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { QrCode } from './qr-code.tsx'

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

/** Reads back which modules the SVG paints dark: the dots plus the three finder patterns. */
function modulesFromSvg(svg: SVGSVGElement) {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2])
  const dark = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  const paint = (row: number, column: number, isDark: boolean) => {
    const cells = dark[row]
    if (cells) cells[column] = isDark
  }
  const d = svg.querySelector('path')?.getAttribute('d') ?? ''
  for (const [, x, y] of d.matchAll(/M([\d.]+) ([\d.]+)a/g)) {
    paint(Math.round(Number(y) + 0.42 - 0.5), Math.round(Number(x) - 0.5), true)
  }
  for (const ring of svg.querySelectorAll('g > rect[fill="none"]')) {
    const left = Number(ring.getAttribute('x')) - 0.5
    const top = Number(ring.getAttribute('y')) - 0.5
    for (let row = 0; row < 7; row++) {
      for (let column = 0; column < 7; column++) {
        const edge = row === 0 || row === 6 || column === 0 || column === 6
        const core = row >= 2 && row <= 4 && column >= 2 && column <= 4
        paint(top + row, left + column, edge || core)
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
