import type { ChainNamespace } from '@openappkit/common/caip'

/** Attributes the elements read (`label`, `loading-label`, `namespace`). */
export type ElementAttributes = {
  label?: string | undefined
  loadingLabel?: string | undefined
  namespace?: ChainNamespace | undefined
}
