import type { ElementsCatalogue } from '../../types.ts'

/** Polish labels of the custom elements (`en-elements.ts`). */
export const elements: ElementsCatalogue = {
  'title.Connect': 'Połącz portfel',
  'elements.connecting': 'Łączenie...',
  'elements.network': 'Sieć',
}
