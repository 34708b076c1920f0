// Schemes a deep link must never use: they run code or read local data instead of opening an app.
const blockedSchemes = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:'])

/** Whether `url` may be used as a wallet link: https, or an app's own scheme (`wallet://`). */
export function isSafeWalletLink(url: string | undefined): url is string {
  if (!url) return false
  try {
    const { protocol } = new URL(url)
    if (blockedSchemes.has(protocol)) return false
    return protocol === 'https:' || /^[a-z][a-z0-9+.-]*:$/.test(protocol)
  } catch {
    return false
  }
}

/**
 * The link that opens a wallet with a WalletConnect URI, following the wallet-list convention:
 * `{base}wc?uri={encoded uri}` (a `/` is added after an https base that lacks one). `undefined`
 * for a link that is not safe.
 */
export function walletConnectLink(base: string | undefined, uri: string): string | undefined {
  if (!isSafeWalletLink(base)) return undefined
  const separator = base.endsWith('/') || !base.startsWith('https:') ? '' : '/'
  return `${base}${separator}wc?uri=${encodeURIComponent(uri)}`
}
