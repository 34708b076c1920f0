import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import { AppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import { toTransactionFees } from '@openappkit/common/transaction'
import { adapterUnits, formatUnits } from '@openappkit/common/units'
import { getAddress } from '@openappkit/common/validation'
import type { KeyValueStorage } from '../../platform/services/types.ts'
import type { Connector } from '../../state/connector/types.ts'
import { createAdapterSession } from '../session/create-adapter-session.ts'
import type {
  AdapterConnectReturnType,
  AdapterType,
  ChainAdapter,
  EmbeddedWalletEip1193Provider,
  WalletConnectEip1193Provider,
} from '../types.ts'
import {
  AUTH_CONNECTOR_ID,
  authConnector,
  walletConnectConnector,
} from '../wallet-connect-connector.ts'
import { browserWindow } from './browser-window.ts'
import { type AnnouncedWallet, discoverAnnouncedWallets, type Eip1193Provider } from './eip1193.ts'
import type { EvmLibrary } from './evm-library.ts'
import { switchEthereumChain } from './switch-ethereum-chain.ts'
import { INJECTED_CONNECTOR_ID, toEip1193Connector as toConnector } from './to-eip1193-connector.ts'
import { walletEstimateGas } from './wallet-estimate-gas.ts'
import { watchProvider } from './watch-provider.ts'

/** What every EIP-1193 adapter takes from the integrator. */
export type Eip1193AdapterOptions = {
  /**
   * EVM networks the dapp offers; the wallet can be switched (or asked to add) any of them.
   * Optional: createAppKit gives the site's networks to an adapter created without them.
   */
  networks?: readonly CaipNetwork[] | undefined
  /** Where the adapter remembers a disconnect, so a reload does not reconnect; `localStorage`. */
  storage?: KeyValueStorage | undefined
  /** HTTP RPC URL per chain id, overriding the network's default one. */
  customRpcUrls?: Readonly<Record<number, string>> | undefined
  /** Icon URL per chain id, sent as `iconUrls` when a wallet is asked to add the chain. */
  chainIconUrls?: Readonly<Record<number, string>> | undefined
  /** Discover wallets through EIP-6963 announcements (default true). */
  enableEIP6963?: boolean | undefined
  /** Offer `window.ethereum` when a wallet injected one (default true). */
  enableInjected?: boolean | undefined
}

export type CreateEip1193AdapterParameters = Eip1193AdapterOptions & {
  adapterType: Extract<AdapterType, 'ethers' | 'ethers5'>
  /** The library that reads, signs and sends. */
  library: EvmLibrary
}

function injectedProvider(): Eip1193Provider | undefined {
  const ethereum = browserWindow()?.ethereum as Partial<Eip1193Provider> | undefined
  return typeof ethereum?.request === 'function' ? (ethereum as Eip1193Provider) : undefined
}

/**
 * A ChainAdapter for eip155 over any EIP-1193 wallet (EIP-6963, `window.ethereum`,
 * WalletConnect), with an EVM library for reads and writes: the body of the ethers and ethers5
 * adapters, which differ only in their {@link EvmLibrary}.
 */
export function createEip1193Adapter(parameters: CreateEip1193AdapterParameters): ChainAdapter {
  const { library, adapterType } = parameters
  const core = createAdapterSession<Eip1193Provider, { chainId: number }>({
    namespace: 'eip155',
    name: adapterType,
    networks: parameters.networks,
    storage: parameters.storage,
    connectors: () => connectors(),
  })
  const { emitter, networkOf } = core
  const nodeOf = (network: CaipNetwork) => ({
    chainId: Number(network.id),
    rpcUrl:
      parameters.customRpcUrls?.[Number(network.id)] ?? (network.rpcUrls.default.http[0] as string),
  })
  const nodeOfChain = (caipNetwork: CaipNetwork | undefined) => {
    const network = networkOf(caipNetwork ? caipNetwork.id : core.current()?.chainId)
    if (!network) throw new AppKitError('NETWORK_NOT_FOUND')
    return nodeOf(network)
  }

  // The site's WalletConnect connection and embedded wallet, once createAppKit hands them over.
  let walletConnect: WalletConnectEip1193Provider | undefined
  let embeddedWallet: EmbeddedWalletEip1193Provider | undefined
  const connectors = (): Connector[] => [
    ...[...discovery.wallets.values()].map((wallet) => toConnector(wallet, core.networks())),
    ...(parameters.enableInjected !== false && injectedProvider()
      ? [toConnector(undefined, core.networks())]
      : []),
    ...(walletConnect ? [walletConnectConnector('eip155', core.networks())] : []),
    ...(embeddedWallet ? [authConnector('eip155', core.networks())] : []),
  ]
  const discovery =
    parameters.enableEIP6963 === false
      ? {
          wallets: new Map<string, AnnouncedWallet>(),
          request: () => undefined,
          stop: () => undefined,
        }
      : discoverAnnouncedWallets(core.announce)
  // Wallets already loaded answer at once; later ones announce themselves.
  discovery.request()
  const providerOf = (id: string): Eip1193Provider => {
    const provider =
      id === INJECTED_CONNECTOR_ID
        ? injectedProvider()
        : id === WALLET_CONNECT_CONNECTOR_ID
          ? walletConnect
          : id === AUTH_CONNECTOR_ID
            ? embeddedWallet
            : discovery.wallets.get(id)?.provider
    if (!provider) throw new AppKitError('CONNECTOR_NOT_FOUND', { params: { id } })
    return provider
  }

  const chainIdOf = async (provider: Eip1193Provider) =>
    Number(await provider.request({ method: 'eth_chainId' }))

  const switchChain = (provider: Eip1193Provider, network: CaipNetwork) =>
    switchEthereumChain(provider, network, parameters.chainIconUrls?.[Number(network.id)])

  const open = async (
    id: string,
    provider: Eip1193Provider,
    accounts: readonly string[],
  ): Promise<AdapterConnectReturnType> => {
    const [first] = accounts
    if (!first) throw new AppKitError('NO_ACCOUNT_RETURNED')
    const chainId = await chainIdOf(provider)
    await core.open({
      id,
      wallet: provider,
      state: { chainId },
      watch: (wallet) =>
        watchProvider(wallet, {
          onAccounts: (next) => {
            const [address] = next
            if (!address) return core.end()
            emitter.emit('accountChanged', {
              address: getAddress(address),
              chainId,
              connectorId: id,
            })
          },
          onChain: (next) => {
            const current = core.current()
            if (current) current.chainId = next
            emitter.emit('chainChanged', { chainId: next })
          },
          onDisconnect: core.end,
        }),
    })
    const connector = connectors().find((item) => item.id === id)
    return {
      id,
      type: connector?.type ?? 'INJECTED',
      address: getAddress(first),
      chainId,
      // The wallet's EIP-1193 object, for integrators calling it directly (useAppKitProvider).
      provider,
      accounts: accounts.map((account) => ({ address: getAddress(account) })),
    }
  }
  const { wrap } = core
  const requireSession = () => core.require()
  const walletOf = (address: string) => ({ provider: requireSession().wallet, address })
  const moveTo = async (caipNetwork: CaipNetwork | undefined) => {
    if (!caipNetwork) return
    const current = requireSession()
    if (current.chainId !== Number(caipNetwork.id)) await switchChain(current.wallet, caipNetwork)
  }

  return {
    namespace: 'eip155',
    adapterType,
    getConnectors: connectors,
    async syncConnectors() {
      // Ask EIP-6963 wallets to announce again (one may have loaded after us).
      discovery.request()
      core.announce()
    },
    connect: ({ id, chainId }) =>
      wrap(async () => {
        const provider = providerOf(id)
        const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
        const target = networkOf(chainId)
        if (target && (await chainIdOf(provider)) !== Number(target.id)) {
          await switchChain(provider, target)
        }
        return open(id, provider, accounts)
      }),
    reconnect: ({ id }) =>
      core.reconnect(id, async () => {
        const provider = providerOf(id)
        // eth_accounts never prompts: an empty list means the wallet no longer authorizes us.
        const accounts = (await provider.request({ method: 'eth_accounts' })) as string[]
        return accounts.length > 0 ? open(id, provider, accounts) : undefined
      }),
    disconnect: (options = {}) =>
      core.disconnect(options.id, (provider) =>
        // EIP-2255 revocation where the wallet supports it; the remembered disconnect holds either way.
        provider
          .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
          .catch(() => undefined),
      ),
    destroy() {
      discovery.stop()
      core.destroy()
    },
    async getAccounts({ id }) {
      const accounts = (await providerOf(id).request({ method: 'eth_accounts' })) as string[]
      return { accounts: accounts.map((address) => ({ address: getAddress(address) })) }
    },
    switchNetwork: ({ caipNetwork }) =>
      wrap(async () => {
        if (!networkOf(caipNetwork.id)) throw new AppKitError('NETWORK_NOT_FOUND')
        await switchChain(requireSession().wallet, caipNetwork)
      }),
    getBalance: ({ address, caipNetwork }) =>
      wrap(async () => {
        const value = await library.getBalance(nodeOf(caipNetwork), address)
        const { decimals, symbol } = caipNetwork.nativeCurrency
        return { balance: formatUnits(value, decimals), symbol }
      }),
    signMessage: ({ message, address }) =>
      wrap(async () => ({ signature: await library.signMessage(walletOf(address), message) })),
    sendTransaction: (request) =>
      wrap(async () => {
        const fees = toTransactionFees(request)
        await moveTo(request.caipNetwork)
        const hash = await library.sendTransaction(walletOf(request.address), {
          to: request.to,
          ...(request.value !== undefined ? { value: request.value } : {}),
          ...(request.data !== undefined ? { data: request.data } : {}),
          ...(request.gas !== undefined ? { gasLimit: request.gas } : {}),
          ...fees,
        })
        return { hash }
      }),
    waitForTransaction: ({ hash, caipNetwork }) =>
      wrap(async () => {
        const succeeded = await library.waitForTransaction(nodeOfChain(caipNetwork), hash)
        return { status: succeeded ? 'success' : 'reverted' }
      }),
    writeContract: (request) =>
      wrap(async () => {
        await moveTo(request.caipNetwork)
        const hash = await library.writeContract(walletOf(request.address), {
          address: request.tokenAddress,
          abi: request.abi,
          method: request.method,
          args: request.args ?? [],
        })
        return { hash }
      }),
    estimateGas: (request) =>
      wrap(async () => {
        const node = nodeOfChain(request.caipNetwork)
        const call = {
          from: request.address,
          to: request.to,
          ...(request.data !== undefined ? { data: request.data } : {}),
          ...(request.value !== undefined ? { value: request.value } : {}),
        }
        // The embedded wallet answers for the account it sends as; others' calls the node does.
        const session = core.current()
        const embedded = session?.id === AUTH_CONNECTOR_ID && session.chainId === node.chainId
        return {
          gas: embedded
            ? await walletEstimateGas(session.wallet, call)
            : await library.estimateGas(node, call),
        }
      }),
    ...adapterUnits,
    // Raw EIP-5792 / EIP-7811 replies: keyed by hex chain id, as the contract wants.
    getCapabilities: ({ address }) =>
      wrap(async () => {
        const capabilities = await requireSession().wallet.request({
          method: 'wallet_getCapabilities',
          params: [address],
        })
        return (capabilities ?? {}) as Record<string, Record<string, unknown>>
      }),
    walletGetAssets: ({ account, chainFilter }) =>
      wrap(async () => {
        const assets = await requireSession().wallet.request({
          method: 'wallet_getAssets',
          params: [{ account, ...(chainFilter ? { chainFilter } : {}) }],
        })
        return (assets ?? {}) as Awaited<ReturnType<NonNullable<ChainAdapter['walletGetAssets']>>>
      }),
    setNetworks: core.setNetworks,
    setWalletConnectProvider(provider) {
      walletConnect = provider
      core.announce()
    },
    setEmbeddedWalletProvider(provider) {
      embeddedWallet = provider
      core.announce()
    },
    on: (event, listener) => emitter.on(event, listener),
  }
}
