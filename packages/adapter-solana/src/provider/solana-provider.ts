import { decodeBase58, encodeBase58 } from '@openappkit/common/encoding'
import { AppKitError } from '@openappkit/common/errors'
import type { SolanaWallet } from '../wallets/solana-wallet.ts'

/**
 * A `@solana/web3.js` transaction as the provider takes it: a `Transaction` (rebuilt with its
 * class's `from`) or a `VersionedTransaction` (rebuilt with `deserialize`).
 */
export type SerializableTransaction = {
  serialize(config?: { requireAllSignatures?: boolean; verifySignatures?: boolean }): Uint8Array
}

/** What `sendTransaction` needs of a web3.js `Connection`. */
export type RawTransactionSender = {
  sendRawTransaction(transaction: Uint8Array, options?: unknown): Promise<string>
}

/**
 * The connected Solana wallet as `useAppKitProvider('solana').walletProvider`, shaped like the
 * incumbent's: sign messages and web3.js transactions, sign and send, on the active network.
 */
export type SolanaWalletProvider = {
  readonly name: string
  readonly icon: string
  /** The connected account's address (base58). */
  readonly address: string
  /**
   * The account as a `@solana/web3.js` `PublicKey`, as the incumbent's provider has it; undefined
   * for the moment between connecting and web3.js having loaded.
   */
  readonly publicKey: { toBase58(): string } | undefined
  /** The active network's CAIP-2 id. */
  readonly chain: string
  getAccounts(): Promise<{ address: string; publicKey: Uint8Array }[]>
  signMessage(message: Uint8Array): Promise<Uint8Array>
  signTransaction<TTransaction extends SerializableTransaction>(
    transaction: TTransaction,
  ): Promise<TTransaction>
  signAllTransactions<TTransaction extends SerializableTransaction>(
    transactions: TTransaction[],
  ): Promise<TTransaction[]>
  /** Signs, sends to the active network and returns the signature (base58). */
  signAndSendTransaction(transaction: SerializableTransaction): Promise<string>
  /** Signs and sends through the given web3.js `Connection`; returns the signature. */
  sendTransaction(
    transaction: SerializableTransaction,
    connection: RawTransactionSender,
    options?: unknown,
  ): Promise<string>
}

export type CreateSolanaWalletProviderParameters = {
  wallet: SolanaWallet
  address: () => string
  chain: () => string
  /** Sends a signed transaction to the active network's RPC; returns the signature. */
  sendSigned: (transaction: Uint8Array) => Promise<string>
  /** web3.js's `PublicKey` of an address, once the library is loaded. */
  publicKeyOf: (address: string) => { toBase58(): string } | undefined
}

function bytesOf(transaction: SerializableTransaction): Uint8Array {
  // A legacy web3.js Transaction refuses to serialize before every signature is in.
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

function rebuild<TTransaction extends SerializableTransaction>(
  original: TTransaction,
  bytes: Uint8Array,
): TTransaction {
  const type = original.constructor as {
    deserialize?: (bytes: Uint8Array) => TTransaction
    from?: (bytes: Uint8Array) => TTransaction
  }
  if ('version' in original && type.deserialize) return type.deserialize(bytes)
  if (type.from) return type.from(bytes)
  throw new AppKitError('UNSUPPORTED_TRANSACTION_OBJECT')
}

/** The provider integrators get for the connected Solana wallet. */
export function createSolanaWalletProvider({
  wallet,
  address,
  chain,
  sendSigned,
  publicKeyOf,
}: CreateSolanaWalletProviderParameters): SolanaWalletProvider {
  const signTransaction = async <TTransaction extends SerializableTransaction>(
    transaction: TTransaction,
  ) => rebuild(transaction, await wallet.signTransaction(address(), bytesOf(transaction), chain()))
  return {
    name: wallet.name,
    icon: wallet.icon,
    get address() {
      return address()
    },
    get publicKey() {
      return publicKeyOf(address())
    },
    get chain() {
      return chain()
    },
    getAccounts: async () =>
      wallet.addresses().map((item) => ({ address: item, publicKey: decodeBase58(item) })),
    signMessage: (message) => wallet.signMessage(address(), message, chain()),
    signTransaction,
    signAllTransactions: (transactions) => Promise.all(transactions.map(signTransaction)),
    async signAndSendTransaction(transaction) {
      const bytes = bytesOf(transaction)
      if (wallet.canSignAndSend(address(), chain())) {
        return encodeBase58(await wallet.signAndSendTransaction(address(), bytes, chain()))
      }
      return sendSigned(await wallet.signTransaction(address(), bytes, chain()))
    },
    async sendTransaction(transaction, connection, options) {
      const signed = await wallet.signTransaction(address(), bytesOf(transaction), chain())
      return connection.sendRawTransaction(signed, options)
    },
  }
}
