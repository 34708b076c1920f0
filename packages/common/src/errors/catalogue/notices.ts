/** Messages that are not errors: loading and success toasts, by code like the errors. */
export const notices = {
  AUTHENTICATING: 'Authenticating...',
  ADDRESS_COPIED: 'Address copied',
  LINK_COPIED: 'Link copied',
  HASH_COPIED: 'Transaction hash copied',
  /** A send went out; `hash` is shortened for display. */
  TRANSACTION_SENT: 'Transaction sent: {hash}',
  /** The dapp's own text (`showErrorMessage`, `showSuccessMessage`), shown as given. */
  DAPP_MESSAGE: '{message}',
} as const
