import type { ElementsCatalogue } from '../../types.ts'

/** Hindi labels of the custom elements (`en-elements.ts`). */
export const elements: ElementsCatalogue = {
  'title.Connect': 'वॉलेट कनेक्ट करें',
  'elements.connecting': 'कनेक्ट हो रहा है...',
  'elements.network': 'नेटवर्क',
}
