export type AddressGradient = {
  /** The colours used, as `hsl()` strings. */
  colors: [string, string, string]
  /** A CSS `background` value painting them. */
  background: string
}

// FNV-1a: tiny, stable across engines, and spreads similar addresses far apart.
function fnv1a(text: string) {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

// Mulberry32: a seeded sequence so every address gets the same picks on every render.
function sequence(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A deterministic gradient for an address without an avatar image. Case is ignored so
 * checksummed and lower-case EVM addresses look the same.
 */
export function addressGradient(address: string): AddressGradient {
  const next = sequence(fnv1a(address.trim().toLowerCase()))
  const baseHue = Math.floor(next() * 360)
  const spread = 40 + Math.floor(next() * 80)
  const hues = [baseHue, baseHue + spread, baseHue + spread * 2].map((hue) => hue % 360)
  const colors = hues.map(
    (hue, index) =>
      `hsl(${hue} ${70 + Math.floor(next() * 20)}% ${index === 0 ? 62 : 52 + Math.floor(next() * 14)}%)`,
  ) as [string, string, string]
  const x = 20 + Math.floor(next() * 60)
  const y = 20 + Math.floor(next() * 60)
  const background = `radial-gradient(circle at ${x}% ${y}%, ${colors[0]} 0%, transparent 65%), linear-gradient(${Math.floor(next() * 360)}deg, ${colors[1]}, ${colors[2]})`
  return { colors, background }
}
