import type { ElementsCatalogue } from '../../types.ts'

/** Traditional Chinese (Taiwan) labels of the custom elements (`en-elements.ts`). */
export const elements: ElementsCatalogue = {
  'title.Connect': '連結錢包',
  'elements.connecting': '連結中...',
  'elements.network': '網路',
}
