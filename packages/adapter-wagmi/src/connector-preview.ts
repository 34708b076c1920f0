// Not ./to-connector.ts: that module is shared with the wagmi implementation, whose chunk must
// stay out of the first load.
import {
  discoverAnnouncedWallets,
  INJECTED_CONNECTOR_ID,
  toEip1193Connector,
} from '@openappkit/adapter-eip1193'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { Connector } from '@openappkit/controllers'

export type CreateConnectorPreviewParameters = {
  networks: readonly CaipNetwork[]
  enableEIP6963?: boolean | undefined
  enableInjected?: boolean | undefined
  /** Runs when a wallet announces itself. */
  onChange(): void
}

export type CreateConnectorPreviewReturnType = {
  /** The wallets as wagmi will list them: `window.ethereum` first, then the announced ones. */
  connectors(): Connector[]
  /** Asks EIP-6963 wallets to announce again (one may have loaded after us). */
  request(): void
  stop(): void
}

type WindowWithEthereum = { ethereum?: unknown }

/**
 * The wallet list before wagmi has loaded: EIP-6963 discovery and `window.ethereum`, which need no
 * chain library, shaped as toConnector shapes wagmi's connectors so the list does not change when
 * wagmi takes over.
 */
export function createConnectorPreview(
  parameters: CreateConnectorPreviewParameters,
): CreateConnectorPreviewReturnType {
  const { networks, onChange } = parameters
  const announced =
    parameters.enableEIP6963 === false ? undefined : discoverAnnouncedWallets(onChange)
  return {
    connectors() {
      const injected =
        parameters.enableInjected !== false &&
        typeof window !== 'undefined' &&
        (window as WindowWithEthereum).ethereum !== undefined
          ? // wagmi's `injected()` connector is named "Injected".
            [
              {
                ...toEip1193Connector(undefined, networks),
                id: INJECTED_CONNECTOR_ID,
                name: 'Injected',
              },
            ]
          : []
      const wallets = [...(announced?.wallets.values() ?? [])].map((wallet) =>
        toEip1193Connector(wallet, networks),
      )
      return [...injected, ...wallets]
    },
    request: () => announced?.request(),
    stop: () => announced?.stop(),
  }
}
