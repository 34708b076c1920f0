import type { ElementsCatalogue } from '../../types.ts'

/** Vietnamese labels of the custom elements (`en-elements.ts`). */
export const elements: ElementsCatalogue = {
  'title.Connect': 'Kết nối ví',
  'elements.connecting': 'Đang kết nối...',
  'elements.network': 'Mạng',
}
