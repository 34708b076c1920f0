import { AppKitError, RpcError, RpcErrorCode, toAppKitError } from '@openappkit/common/errors'
import { adapterUnits, formatUnits } from '@openappkit/common/units'
import { createAdapterEmitter } from '../adapter/create-adapter-emitter.ts'
import type {
  AdapterConnectParameters,
  AdapterConnectReturnType,
  AdapterType,
  ChainAdapter,
} from '../adapter/types.ts'
import type { Connector } from '../state/connector/types.ts'
import type { MemoryWallet } from './memory-wallet.ts'

// The wallet answers like a provider (numeric codes); the adapter reports catalogue errors.
function askWallet(wallet: MemoryWallet): void {
  try {
    wallet.prompt()
  } catch (error) {
    throw toAppKitError(error)
  }
}

export type CreateMemoryAdapterParameters = {
  wallet: MemoryWallet
  adapterType?: AdapterType | undefined
}

/**
 * The reference {@link ChainAdapter} over a {@link MemoryWallet}: what the contract test kit
 * checks itself against, and a stand-in adapter for controller and UI tests.
 */
export function createMemoryAdapter({
  wallet,
  adapterType = 'universal',
}: CreateMemoryAdapterParameters): ChainAdapter {
  const emitter = createAdapterEmitter()
  let transactionCount = 0

  const connector: Connector = {
    id: wallet.connectorId,
    type: wallet.connectorType,
    name: wallet.name,
    chain: wallet.namespace,
    chains: [...wallet.networks],
  }

  const unsubscribe = wallet.subscribe((event) => {
    if (event.type === 'accountsChanged') {
      emitter.emit('accountChanged', {
        address: event.address,
        chainId: wallet.chainId,
        connectorId: wallet.connectorId,
      })
    } else if (event.type === 'chainChanged') {
      emitter.emit('chainChanged', { chainId: event.chainId })
    } else {
      emitter.emit('disconnect', { connectorId: wallet.connectorId })
    }
  })

  const assertConnector = (id: string) => {
    if (id !== wallet.connectorId) throw new AppKitError('CONNECTOR_NOT_FOUND', { params: { id } })
  }
  const assertAuthorized = () => {
    if (!wallet.authorized) throw new RpcError(RpcErrorCode.Unauthorized)
  }
  const result = (): AdapterConnectReturnType => ({
    id: wallet.connectorId,
    type: wallet.connectorType,
    address: wallet.address,
    chainId: wallet.chainId,
    // The memory wallet is its own provider, as a browser wallet's EIP-1193 object would be.
    provider: wallet,
    accounts: wallet.addresses.map((address) => ({ address })),
  })
  const moveTo = (parameters: AdapterConnectParameters) => {
    const target = wallet.networks.find(
      (network) => String(network.id) === String(parameters.chainId),
    )
    if (target) wallet.chainId = target.id
  }

  return {
    namespace: wallet.namespace,
    adapterType,
    getConnectors: () => [connector],
    async syncConnectors() {
      emitter.emit('connectors', { connectors: [connector] })
    },
    async connect(parameters) {
      assertConnector(parameters.id)
      askWallet(wallet)
      wallet.authorized = true
      moveTo(parameters)
      return result()
    },
    async reconnect(parameters) {
      assertConnector(parameters.id)
      if (!wallet.authorized) return undefined
      moveTo(parameters)
      return result()
    },
    async disconnect() {
      if (!wallet.authorized) return
      wallet.disconnectFromWallet()
    },
    destroy() {
      // The wallet stays authorized: a new adapter over it reconnects without a prompt.
      unsubscribe()
      emitter.close()
    },
    async getAccounts() {
      if (!wallet.authorized) return { accounts: [] }
      return { accounts: wallet.addresses.map((address) => ({ address })) }
    },
    async switchNetwork({ caipNetwork }) {
      const known = wallet.networks.some(
        (network) => network.caipNetworkId === caipNetwork.caipNetworkId,
      )
      if (!known) throw new RpcError(RpcErrorCode.UnrecognizedChain)
      askWallet(wallet)
      wallet.switchChain(caipNetwork.id)
    },
    async getBalance({ address, caipNetwork }) {
      const { decimals, symbol } = caipNetwork.nativeCurrency
      return { balance: formatUnits(wallet.balances[address] ?? 0n, decimals), symbol }
    },
    async signMessage({ message, address }) {
      assertAuthorized()
      askWallet(wallet)
      return { signature: wallet.signature(address, message) }
    },
    async sendTransaction(parameters) {
      assertAuthorized()
      askWallet(wallet)
      wallet.sent.push(parameters)
      transactionCount++
      return { hash: `0x${transactionCount.toString(16).padStart(64, '0')}` }
    },
    async waitForTransaction({ hash }) {
      // The memory wallet includes what it sends at once; anything else it never sent.
      if (BigInt(hash) < 1n || BigInt(hash) > BigInt(transactionCount)) {
        throw new AppKitError('UNKNOWN_TRANSACTION', { params: { hash } })
      }
      return { status: 'success' }
    },
    ...adapterUnits,
    on: (event, listener) => emitter.on(event, listener),
  }
}
