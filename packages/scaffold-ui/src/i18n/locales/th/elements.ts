import type { ElementsCatalogue } from '../../types.ts'

/** Thai labels of the custom elements (`en-elements.ts`). */
export const elements: ElementsCatalogue = {
  'title.Connect': 'เชื่อมต่อกระเป๋าเงิน',
  'elements.connecting': 'กำลังเชื่อมต่อ...',
  'elements.network': 'เครือข่าย',
}
