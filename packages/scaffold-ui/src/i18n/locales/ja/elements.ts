import type { ElementsCatalogue } from '../../types.ts'

/** Japanese labels of the custom elements (`en-elements.ts`). */
export const elements: ElementsCatalogue = {
  'title.Connect': 'ウォレットを接続',
  'elements.connecting': '接続中...',
  'elements.network': 'ネットワーク',
}
