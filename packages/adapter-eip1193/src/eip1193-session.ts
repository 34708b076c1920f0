import { AppKitError } from '@openappkit/common/errors'
import {
  type CaipNetwork,
  type CustomRpcUrlsOption,
  rpcUrlOf,
  toCustomRpcUrls,
} from '@openappkit/common/networks'
import { toTransactionFees } from '@openappkit/common/transaction'
import { formatUnits } from '@openappkit/common/units'
import { getAddress } from '@openappkit/common/validation'
import {
  type AdapterConnectReturnType,
  type AdapterEmitter,
  type AdapterSessionMembers,
  type AdapterType,
  AUTH_CONNECTOR_ID,
  type ChainAdapter,
  type Connector,
  createAdapterSession,
  type KeyValueStorage,
} from '@openappkit/controllers'
import type { Eip1193Provider } from './eip1193.ts'
import type { EvmLibrary } from './evm-library.ts'
import { switchEthereumChain } from './switch-ethereum-chain.ts'
import { walletEstimateGas } from './wallet-estimate-gas.ts'
import { watchProvider } from './watch-provider.ts'

export type CreateEip1193SessionParameters = {
  adapterType: Extract<AdapterType, 'ethers' | 'ethers5'>
  emitter: AdapterEmitter
  networks(): readonly CaipNetwork[]
  /** The wallet behind a connector id (`CONNECTOR_NOT_FOUND` when there is none). */
  providerOf(id: string): Eip1193Provider
  /** The connector type to report for a connection through `id`. */
  connectorTypeOf(id: string): Connector['type']
  library: EvmLibrary
  storage?: KeyValueStorage | undefined
  /** Read here, not at the adapter's creation, so the first paint carries no reader of it. */
  customRpcUrls?: CustomRpcUrlsOption | undefined
  chainIconUrls?: Readonly<Record<number, string>> | undefined
}

/** What the EIP-1193 adapter does once a wallet is in play, loaded on the first call needing it. */
export type Eip1193Session = AdapterSessionMembers &
  Required<
    Pick<ChainAdapter, 'writeContract' | 'estimateGas' | 'getCapabilities' | 'walletGetAssets'>
  >

/**
 * The connected side of the EIP-1193 adapter: the session with the wallet, chain switches, and
 * reads and writes through the {@link EvmLibrary}.
 */
export function createEip1193Session(parameters: CreateEip1193SessionParameters): Eip1193Session {
  const { library, emitter, providerOf, connectorTypeOf } = parameters
  const core = createAdapterSession<Eip1193Provider, { chainId: number }>({
    name: parameters.adapterType,
    emitter,
    networks: parameters.networks,
    storage: parameters.storage,
  })
  const { networkOf } = core
  const customRpcUrls = toCustomRpcUrls(parameters.customRpcUrls)
  const nodeOf = (network: CaipNetwork) => ({
    chainId: Number(network.id),
    rpcUrl: rpcUrlOf(network, customRpcUrls),
  })
  const nodeOfChain = (caipNetwork: CaipNetwork | undefined) => {
    const network = networkOf(caipNetwork ? caipNetwork.id : core.current()?.chainId)
    if (!network) throw new AppKitError('NETWORK_NOT_FOUND')
    return nodeOf(network)
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
    return {
      id,
      type: connectorTypeOf(id),
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
    destroy: core.destroy,
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
  }
}
