/**
 * English labels of the custom elements (`<appkit-button>`...): a module of its own so the
 * elements, which render on the host page before the modal is loaded, carry just these.
 */
export const enElements = {
  'title.Connect': 'Connect Wallet',
  'elements.connecting': 'Connecting...',
  'elements.network': 'Network',
} as const
