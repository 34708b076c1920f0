import type { ChainNamespace } from '@openappkit/common/caip'

/** Sizes of the elements' buttons (the incumbent's `size` attribute). */
export type ElementSize = 'sm' | 'md'

/**
 * Attributes the elements read: `label`, `loading-label`, `namespace`, `size` (`md` or `sm`),
 * `balance` (`show` or `hide`, for the account button) and `disabled`.
 */
export type ElementAttributes = {
  label?: string | undefined
  loadingLabel?: string | undefined
  namespace?: ChainNamespace | undefined
  size?: ElementSize | undefined
  balance?: 'show' | 'hide' | undefined
  disabled?: boolean | undefined
}
