import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library'
import jsQR, { type QRCode } from 'jsqr'
import { PNG } from 'pngjs'

/** A screenshot's pixels, RGBA, row after row. */
export type Picture = { data: Uint8Array; width: number; height: number }

export function readPng(png: Buffer): Picture {
  return PNG.sync.read(png)
}

/** jsQR over the whole picture as a phone's camera frame: dark modules on light, not inverted. */
export function readWithJsQr(picture: Picture): QRCode | undefined {
  const { data, width, height } = picture
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength)
  return jsQR(pixels, width, height, { inversionAttempts: 'dontInvert' }) ?? undefined
}

/** zxing's QR reader over the whole picture (its own luminance and binarizer, no hints). */
export function readWithZxing(picture: Picture): string | undefined {
  const { data, width, height } = picture
  const argb = new Int32Array(width * height)
  for (let index = 0; index < argb.length; index++) {
    const offset = index * 4
    argb[index] =
      (0xff << 24) |
      ((data[offset] as number) << 16) |
      ((data[offset + 1] as number) << 8) |
      (data[offset + 2] as number)
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(argb, width, height)))
  try {
    return new QRCodeReader().decode(bitmap).getText()
  } catch {
    // NotFound, Checksum or Format: this frame holds no readable code.
    return undefined
  }
}

/** WCAG relative luminance of the pixel at x, y (0 black to 1 white). */
function luminanceAt({ data, width }: Picture, x: number, y: number): number {
  const offset = (Math.round(y) * width + Math.round(x)) * 4
  const linear = (channel: number) => {
    const value = channel / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return (
    0.2126 * linear(data[offset] as number) +
    0.7152 * linear(data[offset + 1] as number) +
    0.0722 * linear(data[offset + 2] as number)
  )
}

const LIGHT = 0.5
const isLight = (picture: Picture, x: number, y: number) => luminanceAt(picture, x, y) >= LIGHT

/**
 * From a finder's centre (its dark core), the first light pixel beyond its outer ring in the
 * direction dx, dy: core, light ring, dark ring, then what surrounds the code.
 */
function beyondFinder(picture: Picture, from: { x: number; y: number }, dx: number, dy: number) {
  let x = Math.round(from.x)
  let y = Math.round(from.y)
  let changes = 0
  let light = isLight(picture, x, y)
  while (changes < 3) {
    x += dx
    y += dy
    if (x < 0 || y < 0 || x >= picture.width || y >= picture.height) break
    const next = isLight(picture, x, y)
    if (next !== light) changes++
    light = next
  }
  return dx !== 0 ? x : y
}

export type QrSurroundings = {
  /** Edge of one module on the screen, in pixels. */
  modulePixels: number
  /** Light modules between the code and anything dark, on its narrowest side. */
  quietZoneModules: number
  /** WCAG contrast ratio of the quiet zone to the finder's dark core. */
  contrastRatio: number
}

/** The pixel's grey level as the screen blends it, 0 to 255. */
function greyAt({ data, width }: Picture, x: number, y: number): number {
  const offset = (Math.round(y) * width + Math.round(x)) * 4
  return (
    ((data[offset] as number) + (data[offset + 1] as number) + (data[offset + 2] as number)) / 3
  )
}

/** How much of a pixel of grey `grey`, blended from white and `other`, is white (0 to 1). */
const whiteShare = (grey: number, other: number) =>
  other >= 255 ? 1 : Math.min(1, Math.max(0, (grey - other) / (255 - other)))

/**
 * Measures, on the picture itself, what surrounds the code the decoder found: its edges are
 * where the finders' outer rings end; on each side, the light lines along the code's whole edge
 * are counted outward, plus the white share of the pixel at either end of them that the
 * screen's anti-aliasing blended (the code and the tile's edges fall inside pixels). The
 * code's corners are left out: the tile may round them.
 */
export function measureQrSurroundings(picture: Picture, code: QRCode): QrSurroundings {
  const { topLeftFinderPattern: topLeft, topRightFinderPattern: topRight } = code.location
  const { bottomLeftFinderPattern: bottomLeft } = code.location
  const left = beyondFinder(picture, topLeft, -1, 0) + 1
  const top = beyondFinder(picture, topLeft, 0, -1) + 1
  const right = beyondFinder(picture, topRight, 1, 0) - 1
  const bottom = beyondFinder(picture, bottomLeft, 0, 1) - 1
  const modulePixels = (right - left + 1) / (17 + 4 * code.version)
  const core = greyAt(picture, topLeft.x, topLeft.y)
  const width = right - left + 1
  const height = bottom - top + 1
  /** Quiet zone in pixels on one side; `at(step, along)` is the pixel `step` lines outward. */
  const side = (at: (step: number, along: number) => [number, number], length: number) => {
    const darkest = (step: number) => {
      let grey = 255
      for (let along = 0; along < length; along++) {
        const [x, y] = at(step, along)
        grey = Math.min(grey, x < 0 || y < 0 || x >= picture.width ? 0 : greyAt(picture, x, y))
      }
      return grey
    }
    let lines = 0
    while (lines < 20 * modulePixels) {
      const [x, y] = at(lines, 0)
      if (!isLight(picture, x, y) || darkest(lines) < 128) break
      lines++
    }
    return lines + whiteShare(darkest(lines), darkest(lines + 1)) + whiteShare(darkest(-1), core)
  }
  const sides = [
    side((step, along) => [left + along, top - 1 - step], width),
    side((step, along) => [left + along, bottom + 1 + step], width),
    side((step, along) => [left - 1 - step, top + along], height),
    side((step, along) => [right + 1 + step, top + along], height),
  ]
  const quiet = luminanceAt(picture, left - 2, top + height / 2)
  const dark = luminanceAt(picture, topLeft.x, topLeft.y)
  return {
    modulePixels,
    quietZoneModules: Math.min(...sides) / modulePixels,
    contrastRatio: (quiet + 0.05) / (dark + 0.05),
  }
}
