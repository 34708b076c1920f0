// Custom elements for hosts without React (they still render with React, a peer dependency).
export type { AppKitElement } from './define-app-kit-element.tsx'
export { APP_KIT_ELEMENTS, registerAppKitElements } from './register-app-kit-elements.ts'
export type { ElementAttributes, ElementSize } from './types.ts'
