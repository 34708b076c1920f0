import type { ChainNamespace } from '@openappkit/common/caip'
import { createElement, useEffect, useRef } from 'react'
import type { AppKitElement } from '../elements/define-app-kit-element.tsx'
import { registerAppKitElements } from '../elements/register-app-kit-elements.ts'
import { useProvidedAppKit } from './app-kit-context.tsx'

/** Props of the button components (the incumbent's `<AppKitButton>` and friends). */
export type AppKitButtonProps = {
  size?: 'sm' | 'md' | undefined
  label?: string | undefined
  loadingLabel?: string | undefined
  /** The account's balance beside its address: shown unless `hide`. */
  balance?: 'show' | 'hide' | undefined
  disabled?: boolean | undefined
  namespace?: ChainNamespace | undefined
}

type ElementTag =
  | 'appkit-button'
  | 'appkit-connect-button'
  | 'appkit-account-button'
  | 'appkit-network-button'

/**
 * Renders `tag` with the props as its attributes, defining the elements if no instance did yet,
 * and hands it the instance of the nearest AppKitProvider (the last one created otherwise).
 */
function ElementButton({ tag, props }: { tag: ElementTag; props: AppKitButtonProps }) {
  const instance = useProvidedAppKit()
  const ref = useRef<AppKitElement | null>(null)
  useEffect(() => {
    registerAppKitElements()
  }, [])
  useEffect(() => {
    // Before the element upgrades this is a plain property, which the upgrade then reads.
    if (ref.current) ref.current.appKit = instance
  }, [instance])
  // Attributes, not properties: React 18 and 19 both write strings to a custom element.
  return createElement(tag, {
    ref,
    size: props.size,
    label: props.label,
    'loading-label': props.loadingLabel,
    balance: props.balance,
    disabled: props.disabled ? '' : undefined,
    namespace: props.namespace,
  })
}

/** `<appkit-button>`: the connect button, the account button once connected. */
export function AppKitButton(props: AppKitButtonProps) {
  return <ElementButton tag="appkit-button" props={props} />
}

/** `<appkit-connect-button>`: opens the modal on Connect. */
export function AppKitConnectButton(props: AppKitButtonProps) {
  return <ElementButton tag="appkit-connect-button" props={props} />
}

/** `<appkit-account-button>`: the connected account; opens Account. */
export function AppKitAccountButton(props: AppKitButtonProps) {
  return <ElementButton tag="appkit-account-button" props={props} />
}

/** `<appkit-network-button>`: the active network; opens Networks. */
export function AppKitNetworkButton(props: AppKitButtonProps) {
  return <ElementButton tag="appkit-network-button" props={props} />
}
