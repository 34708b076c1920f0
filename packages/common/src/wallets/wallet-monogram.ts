/** The first letter of each of the first two words (`Trust Wallet` → `TW`). */
export function walletInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '')
  return letters.join('').toUpperCase() || '?'
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`)
}

// Relative luminance decides the letters' colour, so light brand colours stay readable.
function textColor(background: string): string {
  const channel = (offset: number) => Number.parseInt(background.slice(offset, offset + 2), 16)
  const luminance = 0.299 * channel(1) + 0.587 * channel(3) + 0.114 * channel(5)
  return luminance > 160 ? '#111111' : '#ffffff'
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/

/**
 * A self-contained icon for a wallet: its initials on its colour, as an SVG data URL, so a
 * wallet list shows an icon without asking any host for one (and draws no one's trademark).
 */
export function walletMonogram(name: string, color: string): string {
  const background = HEX_COLOR.test(color) ? color : '#4c6fff'
  const initials = escapeXml(walletInitials(name))
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="24" fill="${background}"/>` +
    `<text x="48" y="50" fill="${textColor(background)}" font-family="system-ui,sans-serif" ` +
    `font-size="38" font-weight="600" text-anchor="middle" dominant-baseline="central">` +
    `${initials}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
