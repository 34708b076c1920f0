import type { ChainNamespace } from '@openappkit/common/caip'
import type { ComponentType } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import type { AppKit } from '../instance/types.ts'
import { ElementRoot } from './element-root.tsx'
import { elementStyles } from './element-styles.ts'
import type { ElementAttributes } from './types.ts'

/** An `<appkit-*>` element; `appKit` picks the instance (the last one created otherwise). */
export type AppKitElement = HTMLElement & { appKit: AppKit | undefined }

const OBSERVED_ATTRIBUTES = [
  'label',
  'loading-label',
  'loadinglabel',
  'namespace',
  'size',
  'balance',
  'disabled',
]

/** `size` as the elements know it; anything else is the default (`md`). */
function toSize(value: string | null): ElementAttributes['size'] {
  return value === 'sm' || value === 'md' ? value : undefined
}

/** `balance` as the elements know it; anything else is the default (`show`). */
function toBalance(value: string | null): ElementAttributes['balance'] {
  return value === 'show' || value === 'hide' ? value : undefined
}

/** A boolean attribute: present and not `"false"` (what frameworks write for `false`). */
function isOn(value: string | null): boolean {
  return value !== null && value !== 'false'
}

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
      // An `appKit` set before the element was defined is an own property hiding the setter.
      if (Object.hasOwn(this, 'appKit')) {
        const value = (this as { appKit?: AppKit }).appKit
        delete (this as { appKit?: AppKit }).appKit
        this.#appKit = value
      }
      const shadowRoot = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
      if (!shadowRoot.querySelector('style')) {
        const style = this.ownerDocument.createElement('style')
        style.textContent = elementStyles
        shadowRoot.append(style)
      }
      this.#mountPoint = this.ownerDocument.createElement('span')
      shadowRoot.append(this.#mountPoint)
      const root = createRoot(this.#mountPoint)
      this.#root = root
      // The first render finishes in this task, right after whatever inserted the element (a
      // React commit cannot flush another root, a microtask later it can): left to the
      // scheduler it waited for a later task and the button could miss the page's first frame.
      queueMicrotask(() => {
        if (this.#root === root) flushSync(() => this.#render())
      })
    }

    attributeChangedCallback() {
      this.#render()
    }

    disconnectedCallback() {
      const root = this.#root
      this.#root = undefined
      this.#mountPoint?.remove()
      this.#mountPoint = undefined
      // A React page removes the element while it commits; unmounting a root then is refused.
      queueMicrotask(() => root?.unmount())
    }

    #render() {
      const attributes: ElementAttributes = {
        label: this.getAttribute('label') ?? undefined,
        // `loadinglabel` is how the incumbent's `loadingLabel` property reads as an attribute.
        loadingLabel:
          this.getAttribute('loading-label') ?? this.getAttribute('loadinglabel') ?? undefined,
        namespace: (this.getAttribute('namespace') as ChainNamespace | null) ?? undefined,
        size: toSize(this.getAttribute('size')),
        balance: toBalance(this.getAttribute('balance')),
        disabled: isOn(this.getAttribute('disabled')),
      }
      this.#root?.render(
        <ElementRoot appKit={this.#appKit}>
          <View {...attributes} />
        </ElementRoot>,
      )
    }
  }
}
