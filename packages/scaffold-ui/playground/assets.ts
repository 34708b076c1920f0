// Placeholder artwork drawn for the playground only: simple shapes, no real brand assets.
const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`)}`

const gradient = (id: string, from: string, to: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`

const palette = [
  ['#7b5cff', '#ff5fa2'],
  ['#0fb5ae', '#1463ff'],
  ['#ff8a3d', '#ff3d6e'],
  ['#14f195', '#0d8a6a'],
  ['#f5c542', '#e38f12'],
  ['#3d6bff', '#2135a8'],
  ['#8a92b2', '#454a75'],
  ['#ff6b6b', '#a3147a'],
] as const

/** A wallet icon: a gradient tile with a white glyph. */
export function walletIcon(seed: number): string {
  const [from, to] = palette[seed % palette.length] ?? palette[0]
  const glyphs = [
    '<circle cx="32" cy="34" r="13" fill="#fff" fill-opacity=".92"/><circle cx="32" cy="34" r="5" fill="#1b1d2a"/>',
    '<path d="M16 40c6 6 26 6 32 0M32 16v24M23 23h18" stroke="#fff" stroke-width="5" stroke-linecap="round" fill="none"/>',
    '<rect x="21" y="16" width="22" height="32" rx="9" fill="#fff"/><rect x="28" y="24" width="8" height="14" rx="4" fill="#1b1d2a"/>',
    '<path d="M18 42h28a9 9 0 0 0-2-17.8A12 12 0 0 0 21 27a8 8 0 0 0-3 15z" fill="#fff"/>',
    '<path d="M32 14l16 9v18l-16 9-16-9V23z" fill="#fff" fill-opacity=".9"/>',
  ]
  const glyph = glyphs[seed % glyphs.length] ?? glyphs[0]
  return svg(`${gradient('g', from, to)}<rect width="64" height="64" fill="url(#g)"/>${glyph}`)
}

export const walletConnectIcon = svg(
  '<rect width="64" height="64" fill="#3d6bff"/><path d="M16 30c9-9 23-9 32 0M22 37c6-5 14-5 20 0" stroke="#fff" stroke-width="5" stroke-linecap="round" fill="none"/>',
)

const coin = (from: string, to: string, glyph: string) =>
  svg(
    `${gradient('c', from, to)}<circle cx="32" cy="32" r="32" fill="url(#c)"/><text x="32" y="41" font-family="Arial, sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="#fff">${glyph}</text>`,
  )

export const networkImages: Record<string, string> = {
  'eip155:1': coin('#8a92b2', '#454a75', 'E'),
  'eip155:137': coin('#a46bff', '#6a2bd9', 'P'),
  'eip155:8453': coin('#2f6bff', '#0b3fd1', 'B'),
  'eip155:42161': coin('#3aa0ff', '#1d4f91', 'A'),
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': coin('#14f195', '#9945ff', 'S'),
}

/** A token icon: a gradient coin with a letter. */
export function coinIcon(seed: number, glyph: string): string {
  const [from, to] = palette[(seed + 3) % palette.length] ?? palette[0]
  return coin(from, to, glyph)
}
