// URL is global in browsers, Node and workers; the ES-only lib common compiles against lacks it.
declare const URL: new (
  url: string,
) => { readonly protocol: string; readonly href: string; readonly origin: string }

// Schemes a wallet link must never use: they run code or read local data instead of opening an app.
const blockedSchemes = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:'])

/** Whether `url` may be used as a wallet link: https, or an app's own scheme (`wallet://`). */
export function isSafeWalletLink(url: string | undefined): url is string {
  if (!url) return false
  try {
    const { protocol } = new URL(url)
    if (blockedSchemes.has(protocol) || protocol === 'http:') return false
    return protocol === 'https:' || /^[a-z][a-z0-9+.-]*:$/.test(protocol)
  } catch {
    return false
  }
}

/**
 * The link that opens a wallet with a WalletConnect URI, following the wallet explorer's
 * convention `{base}wc?uri={encoded uri}` (a `/` is added after a base that lacks one).
 * `undefined` for a link that is not safe.
 */
export function walletConnectLink(base: string | undefined, uri: string): string | undefined {
  if (!isSafeWalletLink(base)) return undefined
  const separator = base.endsWith('/') ? '' : '/'
  return `${base}${separator}wc?uri=${encodeURIComponent(uri)}`
}

/**
 * The link that opens `pageUrl` inside a wallet's own browser, from a `browseLink` template
 * (`https://phantom.app/ul/browse/{url}?ref={ref}`). `undefined` for an unsafe template or page.
 */
export function walletBrowseLink(
  template: string | undefined,
  pageUrl: string,
): string | undefined {
  if (!template?.startsWith('https://') || !template.includes('{url}')) return undefined
  let page: InstanceType<typeof URL>
  try {
    page = new URL(pageUrl)
  } catch {
    return undefined
  }
  if (page.protocol !== 'https:' && page.protocol !== 'http:') return undefined
  const link = template
    .replaceAll('{url}', encodeURIComponent(page.href))
    .replaceAll('{ref}', encodeURIComponent(page.origin))
  return isSafeWalletLink(link) ? link : undefined
}
