import type { ChainNamespace } from '@openappkit/common/caip'
import { AppKitError, ProviderRpcError, RpcErrorCode } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { ChainId, SendTransactionParameters } from '../adapter/types.ts'
import type { ConnectorType } from '../state/connector/types.ts'

/** What the wallet tells its adapter, as a real wallet's provider events would. */
export type MemoryWalletEvent =
  | { type: 'accountsChanged'; address: string }
  | { type: 'chainChanged'; chainId: ChainId }
  | { type: 'disconnect' }

export type CreateMemoryWalletParameters = {
  addresses: readonly [string, ...string[]]
  /** Networks the wallet can be on; it starts on the first. */
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  connectorId?: string | undefined
  connectorType?: ConnectorType | undefined
  name?: string | undefined
  /** Native balances in the smallest unit, by address; 0 when absent. */
  balances?: Record<string, bigint> | undefined
}

/** An in-memory wallet: the visitor's side of a connection, driven by tests. */
export type MemoryWallet = {
  readonly namespace: ChainNamespace
  readonly connectorId: string
  readonly connectorType: ConnectorType
  readonly name: string
  readonly addresses: readonly [string, ...string[]]
  readonly networks: readonly [CaipNetwork, ...CaipNetwork[]]
  readonly balances: Record<string, bigint>
  /** Whether the visitor authorized the dapp. */
  authorized: boolean
  address: string
  chainId: ChainId
  /** Transactions the wallet sent. */
  readonly sent: SendTransactionParameters[]
  /** Visitor picks another account in the wallet. */
  switchAccount(address: string): void
  /** Visitor moves the wallet to another network (any id, even one the dapp does not know). */
  switchChain(chainId: ChainId): void
  /** Visitor ends the session from the wallet. */
  disconnectFromWallet(): void
  /** The next prompt is refused with code 4001, as a visitor clicking "Reject". */
  rejectNextRequest(): void
  /** Back to the initial state: not authorized, first account and network, nothing pending. */
  reset(): void
  /** Runs a prompt: throws the pending rejection, if any. */
  prompt(): void
  signature(address: string, message: string): string
  verifyMessage(parameters: { address: string; message: string; signature: string }): boolean
  subscribe(listener: (event: MemoryWalletEvent) => void): () => void
}

function toHex(text: string): string {
  let hex = ''
  for (const char of text) hex += char.codePointAt(0)?.toString(16).padStart(4, '0')
  return hex
}

/**
 * Creates an in-memory wallet. Its session (authorized, account, chain, the refused prompt) is its
 * own, not the test wallets' core in `@openappkit/testing`: controllers may not import testing
 * (docs/project/architecture.md §3), and common, which both may import, holds no state.
 */
export function createMemoryWallet(parameters: CreateMemoryWalletParameters): MemoryWallet {
  const [firstNetwork] = parameters.networks
  const listeners = new Set<(event: MemoryWalletEvent) => void>()
  const emit = (event: MemoryWalletEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  let rejectNext = false
  const wallet: MemoryWallet = {
    namespace: firstNetwork.chainNamespace,
    connectorId: parameters.connectorId ?? 'memory-wallet',
    connectorType: parameters.connectorType ?? 'INJECTED',
    name: parameters.name ?? 'Memory Wallet',
    addresses: parameters.addresses,
    networks: parameters.networks,
    balances: { ...parameters.balances },
    authorized: false,
    address: parameters.addresses[0],
    chainId: firstNetwork.id,
    sent: [],
    switchAccount(address) {
      wallet.address = address
      if (wallet.authorized) emit({ type: 'accountsChanged', address })
    },
    switchChain(chainId) {
      wallet.chainId = chainId
      if (wallet.authorized) emit({ type: 'chainChanged', chainId })
    },
    disconnectFromWallet() {
      wallet.authorized = false
      emit({ type: 'disconnect' })
    },
    rejectNextRequest() {
      rejectNext = true
    },
    reset() {
      wallet.authorized = false
      wallet.address = parameters.addresses[0]
      wallet.chainId = firstNetwork.id
      wallet.sent.length = 0
      rejectNext = false
    },
    prompt() {
      if (!rejectNext) return
      rejectNext = false
      throw new ProviderRpcError(RpcErrorCode.UserRejectedRequest)
    },
    signature(address, message) {
      if (!wallet.addresses.includes(address))
        throw new AppKitError('UNKNOWN_ACCOUNT', { params: { address } })
      return `0x${toHex(`${address}:${message}`)}`
    },
    verifyMessage({ address, message, signature }) {
      return signature === `0x${toHex(`${address}:${message}`)}`
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
  return wallet
}
