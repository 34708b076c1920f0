import type { DetailedHTMLProps, HTMLAttributes } from 'react'

/** Attributes of the `<appkit-*>` (and `<w3m-*>`) elements in JSX. */
export type AppKitElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  label?: string | undefined
  'loading-label'?: string | undefined
  /** Older spelling of `loading-label` some incumbent examples use. */
  loadingLabel?: string | undefined
  namespace?: string | undefined
  size?: 'sm' | 'md' | undefined
  /** The account button's balance: shown unless `hide`. */
  balance?: 'show' | 'hide' | undefined
  disabled?: boolean | 'true' | 'false' | '' | undefined
}

// Lets React apps write `<appkit-button />` with type checking, as with the incumbent.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'appkit-button': AppKitElementProps
      'appkit-connect-button': AppKitElementProps
      'appkit-account-button': AppKitElementProps
      'appkit-network-button': AppKitElementProps
      'w3m-button': AppKitElementProps
      'w3m-connect-button': AppKitElementProps
      'w3m-account-button': AppKitElementProps
      'w3m-network-button': AppKitElementProps
    }
  }
}
