import type { DetailedHTMLProps, HTMLAttributes } from 'react'

/** Attributes of the `<appkit-*>` elements in JSX. */
export type AppKitElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  label?: string | undefined
  'loading-label'?: string | undefined
  namespace?: string | undefined
}

// Lets React apps write `<appkit-button />` with type checking, as with the incumbent.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'appkit-button': AppKitElementProps
      'appkit-connect-button': AppKitElementProps
      'appkit-account-button': AppKitElementProps
      'appkit-network-button': AppKitElementProps
    }
  }
}
