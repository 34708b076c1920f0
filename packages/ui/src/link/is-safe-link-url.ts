const allowedProtocols = new Set(['https:', 'http:', 'mailto:'])

/** Whether a URL may become a link's `href`: http(s) and mailto only, never `javascript:`. */
export function isSafeLinkUrl(url: string | null | undefined): url is string {
  if (typeof url !== 'string' || url === '') return false
  try {
    return allowedProtocols.has(new URL(url).protocol)
  } catch {
    return false
  }
}
