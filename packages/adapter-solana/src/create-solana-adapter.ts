import { STORAGE_KEY_PREFIX, WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import { encodeBase58 } from '@openappkit/common/encoding'
import { AppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import { formatUnits, parseUnits } from '@openappkit/common/units'
import { isSolanaAddress } from '@openappkit/common/validation'
import {
  type AdapterConnectReturnType,
  type ChainAdapter,
  type Connector,
  createAdapterEmitter,
  type FetchLike,
  type KeyValueStorage,
  walletConnectConnector,
} from '@openappkit/controllers'
import { toSolanaError } from './errors/to-solana-error.ts'
import { createSolanaWalletProvider } from './provider/solana-provider.ts'
import { createSolanaRpc, type SolanaRpc, toBase64, type WithContext } from './rpc/solana-rpc.ts'
import type { BuildTransferParameters } from './transactions/build-transfer.ts'
import { waitForSignature } from './transactions/wait-for-signature.ts'
import { discoverStandardWallets } from './wallets/discover-standard-wallets.ts'
import type { SolanaWallet } from './wallets/solana-wallet.ts'
import { toWalletConnectSolanaWallet } from './wallets/walletconnect-wallet.ts'

/** What the Solana adapter takes from the integrator. */
export type CreateSolanaAdapterParameters = {
  /** Solana networks the dapp offers; createAppKit gives the site's when absent. */
  networks?: readonly CaipNetwork[] | undefined
  /** Where a disconnect is remembered, so a reload does not reconnect; `localStorage`. */
  storage?: KeyValueStorage | undefined
  /** HTTP RPC URL per CAIP-2 network id, overriding the network's default one. */
  customRpcUrls?: Readonly<Record<string, string>> | undefined
  /** The fetch used for the cluster's RPC (the page's by default). */
  fetch?: FetchLike | undefined
}

/** Parameters of {@link SolanaChainAdapter.estimateFee}. */
export type EstimateFeeParameters = {
  address: string
  to: string
  value: bigint
  tokenAddress?: string | undefined
  caipNetwork?: CaipNetwork | undefined
}

/** The Solana adapter: the contract plus what only Solana has. */
export type SolanaChainAdapter = ChainAdapter & {
  /** The fee, in lamports, the cluster would charge for this transfer now. */
  estimateFee(parameters: EstimateFeeParameters): Promise<{ fee: bigint }>
  /** Stops watching the wallet registry and the connected wallet. */
  destroy(): void
}

type Session = { id: string; wallet: SolanaWallet; address: string; stop(): void }

const loadTransactions = () => import('./transactions/build-transfer.ts')

function toConnector(wallet: SolanaWallet, networks: readonly CaipNetwork[]): Connector {
  return {
    id: wallet.name,
    type: 'ANNOUNCED',
    name: wallet.name,
    chain: 'solana',
    chains: [...networks],
    imageUrl: wallet.icon,
  }
}

/**
 * A ChainAdapter for Solana over the Wallet Standard: every wallet registered in the page with
 * `standard:connect` and a Solana signing feature is a connector (id = its name). Reads go to the
 * active network's RPC; transfers are built here and signed (or signed and sent) by the wallet.
 */
export function createSolanaAdapter(
  parameters: CreateSolanaAdapterParameters = {},
): SolanaChainAdapter {
  let networks = (parameters.networks ?? []).filter((item) => item.chainNamespace === 'solana')
  const storage = parameters.storage ?? globalThis.localStorage
  const disconnectedKey = `${STORAGE_KEY_PREFIX}solana.disconnected`
  const emitter = createAdapterEmitter()
  const discovery = discoverStandardWallets(() =>
    emitter.emit('connectors', { connectors: connectors() }),
  )
  // The site's WalletConnect session, once createAppKit hands it over.
  let walletConnect: SolanaWallet | undefined
  const connectors = () => [
    ...[...discovery.wallets.values()].map((item) => toConnector(item, networks)),
    ...(walletConnect ? [walletConnectConnector('solana', networks)] : []),
  ]
  const walletOf = (id: string) => {
    const wallet = id === WALLET_CONNECT_CONNECTOR_ID ? walletConnect : discovery.wallets.get(id)
    if (!wallet) throw new AppKitError('CONNECTOR_NOT_FOUND', { params: { id } })
    return wallet
  }
  const networkOf = (chainId: unknown) =>
    networks.find((item) => String(item.id) === String(chainId))
  let active: CaipNetwork | undefined
  const activeNetwork = () => {
    const network = active ?? networks[0]
    if (!network) throw new AppKitError('AT_LEAST_ONE_NETWORK_REQUIRED')
    return network
  }
  const rpcOf = (network: CaipNetwork = activeNetwork()): SolanaRpc => {
    const rpcUrl =
      parameters.customRpcUrls?.[network.caipNetworkId] ?? network.rpcUrls.default.http[0]
    if (!rpcUrl) {
      throw new AppKitError('NO_RPC_URL', { params: { caipNetworkId: network.caipNetworkId } })
    }
    return createSolanaRpc(rpcUrl, parameters.fetch)
  }

  let session: Session | undefined
  const requireSession = () => {
    if (!session) throw new AppKitError('NO_WALLET_CONNECTED')
    return session
  }
  const end = () => {
    const ended = session
    if (!ended) return
    ended.stop()
    session = undefined
    emitter.emit('disconnect', { connectorId: ended.id })
  }
  const sendSigned = async (signed: Uint8Array, network: CaipNetwork = activeNetwork()) =>
    rpcOf(network).call<string>('sendTransaction', [
      toBase64(signed),
      { encoding: 'base64', preflightCommitment: 'confirmed' },
    ])
  const open = async (
    id: string,
    wallet: SolanaWallet,
    addresses: readonly string[],
  ): Promise<AdapterConnectReturnType> => {
    const [address] = addresses
    if (!address) throw new AppKitError('NO_ACCOUNT_RETURNED')
    if (session?.wallet !== wallet) {
      session?.stop()
      const stop = wallet.onChange((next) => {
        const [first] = next
        if (!session) return
        if (!first) return end()
        if (first === session.address) return
        session.address = first
        emitter.emit('accountChanged', {
          address: first,
          chainId: activeNetwork().id,
          connectorId: id,
        })
      })
      session = { id, wallet, address, stop }
    } else {
      session.address = address
    }
    await storage?.removeItem(disconnectedKey)
    const network = activeNetwork()
    return {
      id,
      type: id === WALLET_CONNECT_CONNECTOR_ID ? 'WALLET_CONNECT' : 'ANNOUNCED',
      address,
      chainId: network.id,
      provider: createSolanaWalletProvider({
        wallet,
        address: () => requireSession().address,
        chain: () => activeNetwork().caipNetworkId,
        sendSigned: (signed) => sendSigned(signed),
      }),
      accounts: addresses.map((item) => ({ address: item, type: 'eoa' })),
    }
  }
  const wrap = async <TResult>(action: () => Promise<TResult>): Promise<TResult> => {
    try {
      return await action()
    } catch (error) {
      throw toSolanaError(error)
    }
  }
  // web3.js Connections by RPC URL, loaded on first ask (useAppKitConnection).
  const connections = new Map<string, Promise<unknown>>()
  // Signatures we sent, with the block height after which each can no longer land.
  const lifetimes = new Map<string, bigint>()
  const buildTransfer = async (request: Omit<BuildTransferParameters, 'rpc'>, rpc: SolanaRpc) => {
    if (!isSolanaAddress(request.to)) {
      throw new AppKitError('INVALID_ADDRESS', { params: { address: request.to } })
    }
    return (await loadTransactions()).buildTransfer({ ...request, rpc })
  }

  return {
    namespace: 'solana',
    adapterType: 'solana',
    getConnectors: connectors,
    async syncConnectors() {
      emitter.emit('connectors', { connectors: connectors() })
    },
    connect: ({ id, chainId }) =>
      wrap(async () => {
        const wallet = walletOf(id)
        active = networkOf(chainId) ?? active
        return open(id, wallet, await wallet.connect(false))
      }),
    reconnect: ({ id, chainId }) =>
      wrap(async () => {
        if ((await storage?.getItem(disconnectedKey)) === id) return undefined
        const wallet = walletOf(id)
        const addresses = await wallet.connect(true)
        if (addresses.length === 0) return undefined
        active = networkOf(chainId) ?? active
        return open(id, wallet, addresses)
      }),
    disconnect: (options = {}) =>
      wrap(async () => {
        const id = options.id ?? session?.id
        if (id) await storage?.setItem(disconnectedKey, id)
        const wallet = session?.wallet
        end()
        await wallet?.disconnect()
      }),
    getAccounts: async ({ id }) => ({
      accounts: walletOf(id)
        .addresses()
        .map((address) => ({ address, type: 'eoa' })),
    }),
    switchNetwork: ({ caipNetwork }) =>
      wrap(async () => {
        const network = networkOf(caipNetwork.id)
        if (!network) throw new AppKitError('NETWORK_NOT_FOUND')
        active = network
        emitter.emit('chainChanged', { chainId: network.id })
      }),
    getBalance: ({ address, caipNetwork }) =>
      wrap(async () => {
        const { value } = await rpcOf(caipNetwork).call<WithContext<number>>('getBalance', [
          address,
          { commitment: 'confirmed' },
        ])
        const { decimals, symbol } = caipNetwork.nativeCurrency
        return { balance: formatUnits(BigInt(value), decimals), symbol }
      }),
    signMessage: ({ message, address }) =>
      wrap(async () => {
        const signature = await requireSession().wallet.signMessage(
          address,
          new TextEncoder().encode(message),
          activeNetwork().caipNetworkId,
        )
        return { signature: encodeBase58(signature) }
      }),
    sendTransaction: (request) =>
      wrap(async () => {
        const { wallet } = requireSession()
        const network = request.caipNetwork ?? activeNetwork()
        const rpc = rpcOf(network)
        const built = await buildTransfer(
          {
            from: request.address,
            to: request.to,
            amount: request.value ?? 0n,
            mint: request.tokenAddress,
          },
          rpc,
        )
        const chain = network.caipNetworkId
        // A wallet that knows the cluster sends it itself; for others (our local one) we do.
        const hash = wallet.canSignAndSend(request.address, chain)
          ? encodeBase58(
              await wallet.signAndSendTransaction(request.address, built.transaction, chain),
            )
          : await sendSigned(
              await wallet.signTransaction(request.address, built.transaction, chain),
              network,
            )
        lifetimes.set(hash, built.lastValidBlockHeight)
        return { hash }
      }),
    waitForTransaction: ({ hash, caipNetwork }) =>
      wrap(async () => {
        const { status } = await waitForSignature({
          rpc: rpcOf(caipNetwork),
          signature: hash,
          lastValidBlockHeight: lifetimes.get(hash),
        })
        lifetimes.delete(hash)
        return { status }
      }),
    estimateFee: (request) =>
      wrap(async () => {
        const rpc = rpcOf(request.caipNetwork)
        const { message } = await buildTransfer(
          {
            from: request.address,
            to: request.to,
            amount: request.value,
            mint: request.tokenAddress,
          },
          rpc,
        )
        const { value } = await rpc.call<WithContext<number | null>>('getFeeForMessage', [
          message,
          { commitment: 'confirmed' },
        ])
        return { fee: BigInt(value ?? 0) }
      }),
    parseUnits: (value, decimals) => parseUnits(value, decimals),
    formatUnits: (value, decimals) => formatUnits(value, decimals),
    setNetworks(next) {
      networks = next.filter((item) => item.chainNamespace === 'solana')
      emitter.emit('connectors', { connectors: connectors() })
    },
    getConnection(caipNetwork) {
      const { rpcUrl } = rpcOf(caipNetwork)
      const existing = connections.get(rpcUrl)
      if (existing) return existing
      const wsEndpoint = caipNetwork.rpcUrls.default.webSocket?.[0]
      const created = import('@solana/web3.js').then(
        ({ Connection }) =>
          new Connection(rpcUrl, {
            commitment: 'confirmed',
            ...(wsEndpoint ? { wsEndpoint } : {}),
          }),
      )
      connections.set(rpcUrl, created)
      return created
    },
    setWalletConnectProvider(provider) {
      walletConnect = toWalletConnectSolanaWallet(provider)
      emitter.emit('connectors', { connectors: connectors() })
    },
    on: (event, listener) => emitter.on(event, listener),
    destroy() {
      discovery.stop()
      session?.stop()
      session = undefined
    },
  }
}
