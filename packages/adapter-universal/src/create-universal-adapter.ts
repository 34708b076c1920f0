import type { ChainNamespace } from '@openappkit/common/caip'
import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import { AppKitError } from '@openappkit/common/errors'
import {
  type CaipNetwork,
  type CustomRpcUrlsOption,
  toCustomRpcUrls,
} from '@openappkit/common/networks'
import { adapterUnits } from '@openappkit/common/units'
import {
  type AdapterConnectReturnType,
  type ChainAdapter,
  type ChainId,
  createAdapterEmitter,
  type WalletConnectEip1193Provider,
  walletConnectConnector,
} from '@openappkit/controllers'
import { signMessageRequest } from './namespace-requests.ts'
import { readNativeBalance } from './read-balance.ts'
import { accountsOfNamespace, type SessionAccount } from './session-accounts.ts'
import { createUniversalProvider, type UniversalProvider } from './universal-provider.ts'

export type CreateUniversalAdapterParameters = {
  /** The CAIP namespace this adapter serves (eip155, solana, bip122, polkadot...). */
  namespace: ChainNamespace
  /** The site's networks; those of other namespaces are ignored. */
  networks: readonly CaipNetwork[]
  /** RPC endpoints per network (createAppKit's `customRpcUrls`, in any of its spellings), for balances. */
  customRpcUrls?: CustomRpcUrlsOption | undefined
}

const toChainId = (namespace: string, reference: string): ChainId =>
  namespace === 'eip155' ? Number(reference) : reference

/**
 * A {@link ChainAdapter} with no chain library: the wallet is reached over WalletConnect only,
 * in any namespace it approves. Signing goes to the wallet in the namespace's own method;
 * balances are read from the network's node where that is plain JSON-RPC (eip155, solana).
 */
export function createUniversalAdapter(parameters: CreateUniversalAdapterParameters): ChainAdapter {
  const { namespace } = parameters
  const networks = parameters.networks.filter((network) => network.chainNamespace === namespace)
  const emitter = createAdapterEmitter()
  let walletConnect: WalletConnectEip1193Provider | undefined
  let active: SessionAccount | undefined
  let provider: UniversalProvider | undefined
  // Removes this adapter's listeners from the WalletConnect provider (destroy, or another one).
  let stopListening: (() => void) | undefined
  let destroyed = false

  const requireWalletConnect = () => {
    if (!walletConnect) throw new AppKitError('WALLETCONNECT_NOT_CONFIGURED')
    return walletConnect
  }
  const networkOf = (caipNetworkId: string) =>
    networks.find((network) => network.caipNetworkId === caipNetworkId)
  const customRpcUrls = toCustomRpcUrls(parameters.customRpcUrls)

  /** The account to use: on the requested chain if approved, else the site's first approved one. */
  function pick(accounts: SessionAccount[], chainId?: ChainId): SessionAccount | undefined {
    const wanted = chainId === undefined ? undefined : `${namespace}:${chainId}`
    return (
      accounts.find((account) => account.caipNetworkId === wanted) ??
      networks
        .map((network) =>
          accounts.find((account) => account.caipNetworkId === network.caipNetworkId),
        )
        .find((account) => account !== undefined) ??
      accounts[0]
    )
  }

  function connected(
    account: SessionAccount,
    accounts: SessionAccount[],
  ): AdapterConnectReturnType {
    active = account
    provider ??= createUniversalProvider({
      namespace,
      walletConnect: requireWalletConnect(),
      activeChain: () => active?.caipNetworkId,
    })
    return {
      id: WALLET_CONNECT_CONNECTOR_ID,
      type: 'WALLET_CONNECT',
      address: account.address,
      chainId: toChainId(namespace, account.reference),
      provider,
      accounts: accounts
        .filter((item) => item.caipNetworkId === account.caipNetworkId)
        .map((item) => ({ address: item.address })),
    }
  }

  /** Follows the session's events; returns the function that stops following them. */
  function listen(source: WalletConnectEip1193Provider): () => void {
    const onSessionEvent = (event: { name: string; data: unknown; chainId: string }) => {
      if (!active || !event.chainId.startsWith(`${namespace}:`)) return
      if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
        const [first] = event.data
        const address = typeof first === 'string' ? (first.split(':').at(-1) ?? first) : undefined
        if (address && address !== active.address) {
          active = { ...active, address }
          emitter.emit('accountChanged', { address, connectorId: WALLET_CONNECT_CONNECTOR_ID })
        }
      } else if (event.name === 'chainChanged' && event.chainId !== active.caipNetworkId) {
        const reference = event.chainId.slice(namespace.length + 1)
        active = { ...active, caipNetworkId: event.chainId, reference }
        emitter.emit('chainChanged', { chainId: toChainId(namespace, reference) })
      }
    }
    const onSessionUpdate = (caipAccounts: string[]) => {
      if (!active) return
      const accounts = accountsOfNamespace(caipAccounts, namespace)
      const next = pick(accounts, active.reference)
      if (!next || next.address === active.address) return
      active = next
      emitter.emit('accountChanged', {
        address: next.address,
        chainId: toChainId(namespace, next.reference),
        connectorId: WALLET_CONNECT_CONNECTOR_ID,
      })
    }
    const onDisconnect = () => {
      if (!active) return
      active = undefined
      emitter.emit('disconnect', { connectorId: WALLET_CONNECT_CONNECTOR_ID })
    }
    const listeners = [
      ['session_event', onSessionEvent],
      ['session_update', onSessionUpdate],
      ['disconnect', onDisconnect],
    ] as const
    for (const [event, listener] of listeners) source.on(event, listener as never)
    return () => {
      for (const [event, listener] of listeners) source.removeListener(event, listener as never)
    }
  }

  const adapter: ChainAdapter = {
    namespace,
    adapterType: 'universal',
    getConnectors: () => (walletConnect ? [walletConnectConnector(namespace, networks)] : []),
    syncConnectors: async () => undefined,
    async connect({ id, chainId }) {
      if (id !== WALLET_CONNECT_CONNECTOR_ID)
        throw new AppKitError('CONNECTOR_NOT_FOUND', { params: { id } })
      const accounts = accountsOfNamespace(await requireWalletConnect().connect(), namespace)
      const account = pick(accounts, chainId)
      if (!account) throw new AppKitError('NO_ACCOUNT_RETURNED')
      return connected(account, accounts)
    },
    async reconnect({ id, chainId }) {
      if (id !== WALLET_CONNECT_CONNECTOR_ID || !walletConnect) return undefined
      const accounts = accountsOfNamespace(await walletConnect.getSessionAccounts(), namespace)
      const account = pick(accounts, chainId)
      return account ? connected(account, accounts) : undefined
    },
    async disconnect() {
      active = undefined
      await walletConnect?.disconnect()
    },
    async getAccounts() {
      if (!walletConnect || !active) return { accounts: [] }
      const { caipNetworkId } = active
      const accounts = accountsOfNamespace(await walletConnect.getSessionAccounts(), namespace)
      return {
        accounts: accounts
          .filter((account) => account.caipNetworkId === caipNetworkId)
          .map(({ address }) => ({ address })),
      }
    },
    async switchNetwork({ caipNetwork }) {
      const accounts = accountsOfNamespace(
        await requireWalletConnect().getSessionAccounts(),
        namespace,
      )
      const account = accounts.find((item) => item.caipNetworkId === caipNetwork.caipNetworkId)
      if (!account) throw new AppKitError('UNSUPPORTED_CHAIN')
      // Every request names its chain: switching is the dapp's choice, the wallet needs no call.
      active = account
      emitter.emit('chainChanged', { chainId: toChainId(namespace, account.reference) })
    },
    async getBalance({ address, caipNetwork }) {
      return readNativeBalance(caipNetwork, address, customRpcUrls)
    },
    async signMessage({ message, address }) {
      const chain = active?.caipNetworkId ?? networks[0]?.caipNetworkId
      if (!chain) throw new AppKitError('NO_WALLET_CONNECTED')
      const request = signMessageRequest(namespace, message, address)
      const result = await requireWalletConnect().requestOnChain(
        { method: request.method, params: request.params },
        chain,
      )
      return { signature: request.readSignature(result) }
    },
    async sendTransaction(transaction) {
      if (namespace !== 'eip155') {
        throw new AppKitError('NOT_AVAILABLE_WITHOUT_CHAIN_ADAPTER', {
          params: { method: 'sendTransaction', namespace },
        })
      }
      const chain = transaction.caipNetwork?.caipNetworkId ?? active?.caipNetworkId
      if (!chain || !networkOf(chain)) throw new AppKitError('NO_WALLET_CONNECTED')
      const hex = (value: bigint | undefined) =>
        value === undefined ? undefined : `0x${value.toString(16)}`
      const hash = await requireWalletConnect().requestOnChain(
        {
          method: 'eth_sendTransaction',
          params: [
            {
              from: transaction.address,
              to: transaction.to,
              value: hex(transaction.value ?? 0n),
              data: transaction.data ?? '0x',
              gas: hex(transaction.gas),
              gasPrice: hex(transaction.gasPrice),
              maxFeePerGas: hex(transaction.maxFeePerGas),
              maxPriorityFeePerGas: hex(transaction.maxPriorityFeePerGas),
            },
          ],
        },
        chain,
      )
      if (typeof hash !== 'string') throw new AppKitError('INVALID_JSON_RPC_RESPONSE')
      return { hash }
    },
    ...adapterUnits,
    setWalletConnectProvider(next) {
      if (walletConnect === next) return
      walletConnect = next
      stopListening?.()
      stopListening = destroyed ? undefined : listen(next)
      emitter.emit('connectors', { connectors: adapter.getConnectors() as never })
    },
    destroy() {
      // Listeners only: the WalletConnect session lives on for the adapter created next.
      destroyed = true
      stopListening?.()
      stopListening = undefined
      emitter.close()
    },
    on: (event, listener) => emitter.on(event, listener),
  }
  return adapter
}
