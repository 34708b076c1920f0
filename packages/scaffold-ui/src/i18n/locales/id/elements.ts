import type { ElementsCatalogue } from '../../types.ts'

/** Indonesian labels of the custom elements (`en-elements.ts`). */
export const elements: ElementsCatalogue = {
  'title.Connect': 'Hubungkan dompet',
  'elements.connecting': 'Menghubungkan...',
  'elements.network': 'Jaringan',
}
