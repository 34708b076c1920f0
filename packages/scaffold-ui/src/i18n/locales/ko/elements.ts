import type { ElementsCatalogue } from '../../types.ts'

/** Korean labels of the custom elements (`en-elements.ts`). */
export const elements: ElementsCatalogue = {
  'title.Connect': '지갑 연결',
  'elements.connecting': '연결 중...',
  'elements.network': '네트워크',
}
