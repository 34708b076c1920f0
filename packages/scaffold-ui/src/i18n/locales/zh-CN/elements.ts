import type { ElementsCatalogue } from '../../types.ts'

/** Simplified Chinese labels of the custom elements (`en-elements.ts`). */
export const elements: ElementsCatalogue = {
  'title.Connect': '连接钱包',
  'elements.connecting': '正在连接...',
  'elements.network': '网络',
}
