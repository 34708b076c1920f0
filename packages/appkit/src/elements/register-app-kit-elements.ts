import { createAppKitElementClass } from './define-app-kit-element.tsx'
import {
  AccountButtonView,
  AppKitButtonView,
  ConnectButtonView,
  NetworkButtonView,
} from './element-views.tsx'

/** Tag names of the elements and what each renders. */
export const APP_KIT_ELEMENTS = {
  /** The connect button while disconnected, the account button once connected. */
  'appkit-button': AppKitButtonView,
  /** Opens the Connect view; shows `loading-label` while the modal is busy. */
  'appkit-connect-button': ConnectButtonView,
  /** The connected account (name or address, avatar, balance); opens the Account view. */
  'appkit-account-button': AccountButtonView,
  /** The active network; opens the network list. */
  'appkit-network-button': NetworkButtonView,
  // The incumbent's older names, so pages written for it work after the import rename.
  'w3m-button': AppKitButtonView,
  'w3m-connect-button': ConnectButtonView,
  'w3m-account-button': AccountButtonView,
  'w3m-network-button': NetworkButtonView,
} as const

/**
 * Defines `<appkit-button>`, `<appkit-connect-button>`, `<appkit-account-button>` and
 * `<appkit-network-button>`, and their `w3m-*` aliases (each name its own class, as custom
 * elements require). Safe to call again, and a no-op where there are no custom elements
 * (on the server). `createAppKit` calls it in the browser; call it yourself to have the
 * elements defined before any instance exists.
 */
export function registerAppKitElements(): void {
  const registry = (globalThis as { customElements?: CustomElementRegistry }).customElements
  if (!registry) return
  for (const [name, View] of Object.entries(APP_KIT_ELEMENTS)) {
    if (!registry.get(name)) registry.define(name, createAppKitElementClass(View))
  }
}
