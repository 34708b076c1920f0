import type { ChainNamespace } from '@openappkit/common/caip'

/** Sizes of the elements' buttons (the incumbent's `size` attribute). */
export type ElementSize = 'sm' | 'md'

/**
 * Attributes the elements read: `label`, `loading-label`, `namespace`, `size` (`md` or `sm`),
 * `balance` (`show` or `hide`, for the account button) and `disabled`.
 */
export type ElementAttributes = {
  /** Text of the connect button (default "Connect Wallet", in the modal's language). */
  label?: string | undefined
  /** Text of the connect button while the modal opens or connects. */
  loadingLabel?: string | undefined
  /**
   * Show and connect this namespace only (`eip155`, `solana`, `bip122`); the active one by default.
   */
  namespace?: ChainNamespace | undefined
  /** Button size, `md` (default) or `sm`. */
  size?: ElementSize | undefined
  /** The account button's balance beside the address: shown unless `hide`. */
  balance?: 'show' | 'hide' | undefined
  /** Present (or `true`): the button cannot be pressed. */
  disabled?: boolean | undefined
}
