import { AppKitError } from '@openappkit/common/errors'
import type { AppKitCore } from '@openappkit/controllers'
import { createState } from '@openappkit/controllers/internal'
import { directionStyles, uiStyles } from '@openappkit/ui'
import { createRoot } from 'react-dom/client'
import type { ModalContextValue, ModalOptions, ScaffoldState } from '../context/types.ts'
import { createViewRegistry } from '../router/create-view-registry.ts'
import { hostStyles } from '../shell/host-styles.ts'
import { ModalRoot } from '../shell/modal-root.tsx'
import { scaffoldStyles } from '../shell/scaffold.css.ts'
import { createWalletListState } from '../wallets/wallet-list.ts'
import { recordModalEvents } from './record-modal-events.ts'

export type MountModalParameters = ModalOptions & {
  /** Element to attach the shadow root to; a new `<div>` appended to `document.body` otherwise. */
  container?: HTMLElement | undefined
  /** BCP 47 tag of the language; English when absent or without a catalogue. */
  locale?: string | undefined
}

export type MountModalReturnType = {
  /** The element hosting the shadow root. */
  host: HTMLElement
  shadowRoot: ShadowRoot
  /** Switches language (fetching its catalogue first). */
  setLocale: (locale: string | undefined) => void
  /**
   * Sets the WalletConnect pairing URI the QR views draw (`undefined` while a new one is being
   * made). The controllers have no field for it yet; the WalletConnect connector's owner calls
   * this when its provider emits `display_uri`.
   */
  setWalletConnectUri: (uri: string | undefined) => void
  /** Removes the modal (and the host, when it was created here). */
  unmount: () => void
}

const STYLE_MARKER = 'data-openappkit-styles'

function injectStyles(shadowRoot: ShadowRoot) {
  if (shadowRoot.querySelector(`style[${STYLE_MARKER}]`)) return
  const style = shadowRoot.ownerDocument.createElement('style')
  style.setAttribute(STYLE_MARKER, '')
  style.textContent = hostStyles + uiStyles + directionStyles + scaffoldStyles
  shadowRoot.prepend(style)
}

/**
 * Renders the modal of `core` into a shadow root, so the page's CSS cannot reach it, and keeps
 * it in step with the core's state: it shows while `state.modal.open` is true. Call it in the
 * browser (it creates elements); importing this package touches no browser global.
 */
export function mountModal(
  core: AppKitCore,
  parameters: MountModalParameters = {},
): MountModalReturnType {
  const { container, locale: initialLocale, ...options } = parameters
  const document = container?.ownerDocument ?? globalThis.document
  if (!document) throw new AppKitError('NO_DOM')
  const host = container ?? document.createElement('div')
  const created = !container
  if (created) {
    host.setAttribute('data-openappkit-modal', '')
    document.body.append(host)
  }
  const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  injectStyles(shadowRoot)
  const mountPoint = document.createElement('div')
  shadowRoot.append(mountPoint)

  const scaffold = createState<ScaffoldState>({
    walletConnectUri: undefined,
    walletList: createWalletListState(options.wallets),
  })
  const context: ModalContextValue = { core, options, scaffold, views: createViewRegistry() }
  const root = createRoot(mountPoint)
  let locale = initialLocale
  const render = () => root.render(<ModalRoot context={context} locale={locale} />)
  render()
  const stopModalEvents = recordModalEvents(core)

  return {
    host,
    shadowRoot,
    setLocale(next) {
      locale = next
      render()
    },
    setWalletConnectUri(uri) {
      scaffold.walletConnectUri = uri
    },
    unmount() {
      stopModalEvents()
      root.unmount()
      mountPoint.remove()
      if (created) host.remove()
    },
  }
}
