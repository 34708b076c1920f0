import type { ElementsCatalogue } from '../../types.ts'

/** French labels of the custom elements (`en-elements.ts`). */
export const elements: ElementsCatalogue = {
  'title.Connect': 'Connecter un portefeuille',
  'elements.connecting': 'Connexion...',
  'elements.network': 'Réseau',
}
