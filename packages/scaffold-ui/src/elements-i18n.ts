// The custom elements' labels in the integrator's language, without the modal: the English
// labels ship with the elements, another language's catalogue is loaded on demand.
import { enElements } from './i18n/en-elements.ts'
import { resolveLocale } from './i18n/resolve-locale.ts'

/** The labels a custom element shows, by catalogue key. */
export type ElementLabels = { readonly [Key in keyof typeof enElements]: string }

/** English labels, ready at once. */
export const englishElementLabels: ElementLabels = enElements

/** The labels for a BCP 47 tag: its language's catalogue when we have it, English otherwise. */
export async function loadElementLabels(tag: string | undefined): Promise<ElementLabels> {
  if (resolveLocale(tag) !== 'es') return englishElementLabels
  const { es } = await import('./i18n/es.ts')
  return {
    'title.Connect': es['title.Connect'],
    'elements.connecting': es['elements.connecting'],
    'elements.network': es['elements.network'],
  }
}
