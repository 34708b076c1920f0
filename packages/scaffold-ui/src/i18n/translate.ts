import { fillTemplate } from '@openappkit/common/errors'
import type { Catalogue, Translate } from './types.ts'

/** A typed `t(key, params)` over one catalogue. */
export function createTranslator(catalogue: Catalogue): Translate {
  return (key, ...rest) => {
    const [params] = rest as [Record<string, string | number>?]
    return fillTemplate(catalogue[key], params)
  }
}
