import type { ElementsCatalogue } from '../../types.ts'

/** Spanish labels of the custom elements (`en-elements.ts`). */
export const elements: ElementsCatalogue = {
  'title.Connect': 'Conectar cartera',
  'elements.connecting': 'Conectando...',
  'elements.network': 'Red',
}
