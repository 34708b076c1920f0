// Placeholder artwork drawn for the gallery only: simple shapes, no real brand assets.
const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`)}`

const gradient = (id: string, from: string, to: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`

export const walletImages = {
  aurora: svg(
    `${gradient('a', '#7b5cff', '#ff5fa2')}<rect width="64" height="64" fill="url(#a)"/><circle cx="32" cy="34" r="14" fill="#fff" fill-opacity=".92"/><circle cx="32" cy="34" r="6" fill="#7b5cff"/>`,
  ),
  harbor: svg(
    `${gradient('h', '#0fb5ae', '#1463ff')}<rect width="64" height="64" fill="url(#h)"/><path d="M14 40c6 6 30 6 36 0M32 14v26M22 22h20" stroke="#fff" stroke-width="5" stroke-linecap="round" fill="none"/>`,
  ),
  nimbus: svg(
    `<rect width="64" height="64" fill="#111318"/><path d="M18 42h28a9 9 0 0 0-2-17.8A12 12 0 0 0 21 27a8 8 0 0 0-3 15z" fill="#f5c542"/>`,
  ),
  lantern: svg(
    `${gradient('l', '#ff8a3d', '#ff3d6e')}<rect width="64" height="64" fill="url(#l)"/><rect x="22" y="16" width="20" height="32" rx="8" fill="#fff"/><rect x="28" y="24" width="8" height="14" rx="4" fill="#ff5a52"/>`,
  ),
  link: svg(
    `<rect width="64" height="64" fill="#3d6bff"/><path d="M16 30c9-9 23-9 32 0M22 37c6-5 14-5 20 0" stroke="#fff" stroke-width="5" stroke-linecap="round" fill="none"/>`,
  ),
}

const coin = (from: string, to: string, glyph: string) =>
  svg(
    `${gradient('c', from, to)}<circle cx="32" cy="32" r="32" fill="url(#c)"/><text x="32" y="41" font-family="Arial, sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="#fff">${glyph}</text>`,
  )

export const networkImages = {
  ethereum: coin('#8a92b2', '#454a75', 'E'),
  base: coin('#2f6bff', '#0b3fd1', 'B'),
  solana: coin('#14f195', '#9945ff', 'S'),
  polygon: coin('#a46bff', '#6a2bd9', 'P'),
  arbitrum: coin('#3aa0ff', '#1d4f91', 'A'),
}

export const tokenImages = {
  eth: coin('#9aa3c4', '#4b5177', 'Ξ'),
  usdc: coin('#3f8cff', '#1f5fd1', '$'),
  dai: coin('#f7b44a', '#e38f12', 'D'),
  long: coin('#ff7a59', '#c2336b', 'L'),
}

/** An https URL that cannot load (reserved TLD), to show the fallbacks. */
export const brokenImage = 'https://images.invalid/missing.png'
