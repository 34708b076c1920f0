import type { ElementsCatalogue } from '../../types.ts'

/** Italian labels of the custom elements (`en-elements.ts`). */
export const elements: ElementsCatalogue = {
  'title.Connect': 'Connetti wallet',
  'elements.connecting': 'Connessione...',
  'elements.network': 'Rete',
}
