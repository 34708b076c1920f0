import type { ElementsCatalogue } from '../../types.ts'

/** Russian labels of the custom elements (`en-elements.ts`). */
export const elements: ElementsCatalogue = {
  'title.Connect': 'Подключить кошелек',
  'elements.connecting': 'Подключение...',
  'elements.network': 'Сеть',
}
