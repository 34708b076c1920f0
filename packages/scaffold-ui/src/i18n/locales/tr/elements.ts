import type { ElementsCatalogue } from '../../types.ts'

/** Turkish labels of the custom elements (`en-elements.ts`). */
export const elements: ElementsCatalogue = {
  'title.Connect': 'Cüzdan bağla',
  'elements.connecting': 'Bağlanıyor...',
  'elements.network': 'Ağ',
}
