import type { ElementsCatalogue } from '../../types.ts'

/** Brazilian Portuguese labels of the custom elements (`en-elements.ts`). */
export const elements: ElementsCatalogue = {
  'title.Connect': 'Conectar carteira',
  'elements.connecting': 'Conectando...',
  'elements.network': 'Rede',
}
