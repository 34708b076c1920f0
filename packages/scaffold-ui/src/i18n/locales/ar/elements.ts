import type { ElementsCatalogue } from '../../types.ts'

/** Arabic labels of the custom elements (`en-elements.ts`). */
export const elements: ElementsCatalogue = {
  'title.Connect': 'ربط المحفظة',
  'elements.connecting': 'جارٍ الربط...',
  'elements.network': 'الشبكة',
}
