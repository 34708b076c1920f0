import type { ElementsCatalogue } from '../../types.ts'

/** Dutch labels of the custom elements (`en-elements.ts`). */
export const elements: ElementsCatalogue = {
  'title.Connect': 'Wallet verbinden',
  'elements.connecting': 'Verbinden...',
  'elements.network': 'Netwerk',
}
