import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import { encodeBase58 } from '@openappkit/common/encoding'
import { AppKitError } from '@openappkit/common/errors'
import {
  type CaipNetwork,
  type CustomRpcUrlsOption,
  rpcUrlOf,
  toCustomRpcUrls,
} from '@openappkit/common/networks'
import { formatUnits } from '@openappkit/common/units'
import {
  type AdapterConnectReturnType,
  type AdapterEmitter,
  type AdapterSessionMembers,
  AUTH_CONNECTOR_ID,
  createAdapterSession,
  createSelectedNetwork,
  type FetchLike,
  type KeyValueStorage,
  selectedNetworkConnection,
} from '@openappkit/controllers'
import { toSolanaError } from '../errors/to-solana-error.ts'
import { createSolanaWalletProvider } from '../provider/solana-provider.ts'
import { createSolanaRpc, type SolanaRpc, type WithContext } from '../rpc/solana-rpc.ts'
import { createWeb3Connections, loadWeb3, publicKeyOf } from '../rpc/web3-connections.ts'
import { createTransfers, type TransferRequest } from '../transactions/create-transfers.ts'
import type { SolanaWallet } from '../wallets/solana-wallet.ts'

export type CreateSolanaSessionParameters = {
  emitter: AdapterEmitter
  networks(): readonly CaipNetwork[]
  walletOf(id: string): Promise<SolanaWallet>
  storage?: KeyValueStorage | undefined
  /** Read here, not at the adapter's creation, so the first paint carries no reader of it. */
  customRpcUrls?: CustomRpcUrlsOption | undefined
  fetch?: FetchLike | undefined
}

/** What the Solana adapter does once a wallet is in play, loaded with the session code. */
export type SolanaSession = AdapterSessionMembers & {
  estimateFee(request: TransferRequest): Promise<{ fee: bigint }>
  getConnection(caipNetwork: CaipNetwork): Promise<unknown>
}

/**
 * The connected side of the Solana adapter: the session, the selected network, reads from its
 * RPC and transfers built here and signed (or signed and sent) by the wallet.
 */
export function createSolanaSession(parameters: CreateSolanaSessionParameters): SolanaSession {
  const { emitter, walletOf } = parameters
  const core = createAdapterSession<SolanaWallet, { address: string }>({
    name: 'solana',
    emitter,
    networks: parameters.networks,
    storage: parameters.storage,
    toError: toSolanaError,
  })
  const { wrap } = core
  const customRpcUrls = toCustomRpcUrls(parameters.customRpcUrls)
  const selection = createSelectedNetwork(core)
  const activeNetwork = selection.active
  const requireSession = () => core.require()
  const rpcOf = (network: CaipNetwork = activeNetwork()): SolanaRpc => {
    return createSolanaRpc(rpcUrlOf(network, customRpcUrls), parameters.fetch)
  }
  // One Transfers for the adapter's life: it remembers the lifetime of what it sent.
  const transfers = createTransfers(rpcOf, activeNetwork)
  const connectionOf = createWeb3Connections()

  const open = async (
    id: string,
    wallet: SolanaWallet,
    addresses: readonly string[],
  ): Promise<AdapterConnectReturnType> => {
    const [address] = addresses
    if (!address) throw new AppKitError('NO_ACCOUNT_RETURNED')
    await core.open({
      id,
      wallet,
      state: { address },
      watch: () =>
        wallet.onChange((next) => {
          const [first] = next
          const session = core.current()
          if (!session) return
          if (!first) return core.end()
          if (first === session.address) return
          session.address = first
          emitter.emit('accountChanged', {
            address: first,
            chainId: activeNetwork().id,
            connectorId: id,
          })
        }),
    })
    // The chain library, for the provider's web3.js objects: loaded now a wallet is connected.
    void loadWeb3().catch(() => undefined)
    return {
      id,
      type:
        id === WALLET_CONNECT_CONNECTOR_ID
          ? 'WALLET_CONNECT'
          : id === AUTH_CONNECTOR_ID
            ? 'AUTH'
            : 'ANNOUNCED',
      address,
      chainId: activeNetwork().id,
      provider: createSolanaWalletProvider({
        wallet,
        address: () => requireSession().address,
        chain: () => activeNetwork().caipNetworkId,
        sendSigned: (signed) => transfers.sendSigned(signed, activeNetwork()),
        publicKeyOf,
      }),
      accounts: addresses.map((item) => ({ address: item, type: 'eoa' })),
    }
  }

  return {
    ...selectedNetworkConnection(core, selection, { walletOf, open }),
    getAccounts: async ({ id }) => ({
      accounts: (await walletOf(id)).addresses().map((address) => ({ address, type: 'eoa' })),
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
      wrap(async () => ({ hash: await transfers.send(requireSession().wallet, request) })),
    waitForTransaction: ({ hash, caipNetwork }) =>
      wrap(async () => ({ status: await transfers.wait(hash, caipNetwork) })),
    estimateFee: (request) => wrap(async () => ({ fee: await transfers.estimateFee(request) })),
    getConnection: async (caipNetwork) => connectionOf(rpcOf(caipNetwork).rpcUrl, caipNetwork),
    destroy: core.destroy,
  }
}
