// Hand-written checks of the lab's query parameters. They replace zod schemas so that the
// laboratory's first chunk carries no validation library (issue 22): each guard returns the
// value to use, or `undefined` when the parameter is not acceptable.

const TAB_OR_NEWLINE = /[\t\n\r]/g
const TRAILING_SLASHES = /\/+$/
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

/**
 * `value` as a URL whose scheme is one of `schemes`, trimmed and without trailing slashes;
 * `undefined` otherwise. Tabs and newlines are dropped from the result as the URL parser drops
 * them, so the URL used is the URL checked.
 */
function urlWithScheme(value: string, schemes: readonly string[]): string | undefined {
  const trimmed = value.trim()
  // `http:example.com` parses, but is a typo for `http://example.com`: refuse it.
  if (!schemes.some((scheme) => trimmed.toLowerCase().startsWith(`${scheme}://`))) return undefined
  const url = parseUrl(trimmed)
  if (!url || !schemes.includes(url.protocol.slice(0, -1))) return undefined
  return trimmed.replace(TAB_OR_NEWLINE, '').replace(TRAILING_SLASHES, '')
}

/** An `http://` or `https://` URL without trailing slashes, or `undefined`. */
export function toHttpUrl(value: string): string | undefined {
  return urlWithScheme(value, ['http', 'https'])
}

/** A `ws://` or `wss://` URL without trailing slashes, or `undefined`. */
export function toWebSocketUrl(value: string): string | undefined {
  return urlWithScheme(value, ['ws', 'wss'])
}

/** `value` when it is one of `choices`, or `undefined`. */
export function toOneOf<const choice extends string>(
  value: string,
  choices: readonly choice[],
): choice | undefined {
  return (choices as readonly string[]).includes(value) ? (value as choice) : undefined
}

/** A BCP 47-like language tag (`es`, `es-MX`, `zh_Hant`), or `undefined`. */
export function toLanguageTag(value: string): string | undefined {
  return LANGUAGE_TAG.test(value) ? value : undefined
}
