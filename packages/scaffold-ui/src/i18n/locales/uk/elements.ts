import type { ElementsCatalogue } from '../../types.ts'

/** Ukrainian labels of the custom elements (`en-elements.ts`). */
export const elements: ElementsCatalogue = {
  'title.Connect': 'Підключити гаманець',
  'elements.connecting': 'Підключення...',
  'elements.network': 'Мережа',
}
