// The incumbent's `@reown/appkit-adapter-solana/react` entry, under our name: an app migrating by
// renaming its imports finds `SolanaAdapter`, `useAppKitConnection` and `type Provider` where it
// imported them (the incumbent's entry is its main entry plus these).
// Only this entry reaches the kit (an optional peer, like React): the adapter itself stays below
// it, and apps that never import this subpath need neither.
import { useAppKitConnection as useKitConnection } from '@openappkit/appkit/react'
import type { Connection, Transaction, VersionedTransaction } from '@solana/web3.js'

/** A web3.js transaction of either kind, as the incumbent's entry names it. */
export type AnyTransaction = Transaction | VersionedTransaction

/** What {@link useAppKitConnection} returns: a web3.js `Connection` once loaded. */
export type UseAppKitConnectionReturnType = { connection: Connection | undefined }

/**
 * The kit's hook, typed as the incumbent's Solana entry has it: a `@solana/web3.js` `Connection`
 * to the active Solana network (the kit's own entry leaves the type to the caller).
 */
export const useAppKitConnection: () => UseAppKitConnectionReturnType = useKitConnection
export {
  type Connection,
  type CreateSolanaAdapterParameters,
  createSolanaAdapter,
  type EstimateFeeParameters,
  type Provider,
  type RawTransactionSender,
  type SerializableTransaction,
  SolanaAdapter,
  type SolanaChainAdapter,
  type SolanaWalletProvider,
  toSolanaError,
} from '../index.ts'
