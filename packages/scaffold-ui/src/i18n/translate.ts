import type { Catalogue, Translate } from './types.ts'

const placeholder = /\{(\w+)\}/g

/** Fills `{name}` placeholders from `params`; unknown ones stay as written. */
export function fillPlaceholders(
  message: string,
  params: Readonly<Record<string, string | number>> | undefined,
): string {
  if (!params) return message
  return message.replace(placeholder, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  )
}

/** A typed `t(key, params)` over one catalogue. */
export function createTranslator(catalogue: Catalogue): Translate {
  return (key, ...rest) => {
    const [params] = rest as [Record<string, string | number>?]
    return fillPlaceholders(catalogue[key], params)
  }
}
