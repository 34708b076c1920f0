import type { ChainNamespace } from '@openappkit/common/caip'
import type { ComponentType } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { AppKit } from '../instance/types.ts'
import { ElementRoot } from './element-root.tsx'
import { elementStyles } from './element-styles.ts'
import type { ElementAttributes } from './types.ts'

/** An `<appkit-*>` element; `appKit` picks the instance (the last one created otherwise). */
export type AppKitElement = HTMLElement & { appKit: AppKit | undefined }

const OBSERVED_ATTRIBUTES = ['label', 'loading-label', 'namespace']

/**
 * The class of an element rendering `View` with React into its own shadow root. Built on call,
 * never at import: `HTMLElement` does not exist on the server.
 */
export function createAppKitElementClass(
  View: ComponentType<ElementAttributes>,
): CustomElementConstructor {
  return class extends HTMLElement implements AppKitElement {
    static observedAttributes = OBSERVED_ATTRIBUTES
    #root: Root | undefined
    #mountPoint: HTMLElement | undefined
    #appKit: AppKit | undefined

    get appKit(): AppKit | undefined {
      return this.#appKit
    }

    set appKit(value: AppKit | undefined) {
      this.#appKit = value
      this.#render()
    }

    connectedCallback() {
      const shadowRoot = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
      if (!shadowRoot.querySelector('style')) {
        const style = this.ownerDocument.createElement('style')
        style.textContent = elementStyles
        shadowRoot.append(style)
      }
      this.#mountPoint = this.ownerDocument.createElement('span')
      shadowRoot.append(this.#mountPoint)
      this.#root = createRoot(this.#mountPoint)
      this.#render()
    }

    attributeChangedCallback() {
      this.#render()
    }

    disconnectedCallback() {
      this.#root?.unmount()
      this.#root = undefined
      this.#mountPoint?.remove()
      this.#mountPoint = undefined
    }

    #render() {
      const attributes: ElementAttributes = {
        label: this.getAttribute('label') ?? undefined,
        loadingLabel: this.getAttribute('loading-label') ?? undefined,
        namespace: (this.getAttribute('namespace') as ChainNamespace | null) ?? undefined,
      }
      this.#root?.render(
        <ElementRoot appKit={this.#appKit}>
          <View {...attributes} />
        </ElementRoot>,
      )
    }
  }
}
