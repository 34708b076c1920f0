import type { CaipNetwork } from '@openappkit/common/networks'
import type { ChainAdapter, SendTransactionParameters } from '../adapter/types.ts'

/**
 * The wallet an adapter is tested with: fixtures the checks compare against, plus optional
 * controls that act as the visitor would in the wallet's own UI.
 */
export type AdapterContractWallet = {
  /** Id of the connector the adapter discovers for this wallet. */
  connectorId: string
  /** Accounts of the wallet; connect returns the first. */
  addresses: readonly [string, ...string[]]
  /** Networks the wallet can switch between; it starts on the first. */
  networks: readonly [CaipNetwork, CaipNetwork, ...CaipNetwork[]]
  /** Native balance of the first address on the first network, in whole units ("1.5"). */
  nativeBalance?: string | undefined
  /** Puts the wallet back in its initial state (not authorized, first network); before each check. */
  reset?: (() => void | Promise<void>) | undefined
  /** Visitor picks another account in the wallet. */
  switchAccount?: ((address: string) => void | Promise<void>) | undefined
  /** Visitor will refuse the next prompt. */
  rejectNextRequest?: (() => void | Promise<void>) | undefined
  /** Checks a signature made by `signMessage`. */
  verifyMessage?:
    | ((parameters: {
        address: string
        message: string
        signature: string
      }) => boolean | Promise<boolean>)
    | undefined
  /** A transaction the first address can send on the first network. */
  transaction?: Omit<SendTransactionParameters, 'address'> | undefined
  /**
   * A token transfer the first address can make on the first network, and how to read the
   * receiver's token balance: an ERC-20 `transfer` through writeContract when `abi` is given,
   * otherwise `sendTransaction` with `tokenAddress` (a Solana SPL mint).
   */
  tokenTransfer?: AdapterContractTokenTransfer | undefined
}

/** A token transfer for the contract kit's token check. */
export type AdapterContractTokenTransfer = {
  tokenAddress: string
  /** The token contract's ABI, for writeContract; absent where tokens move by sendTransaction. */
  abi?: readonly unknown[] | undefined
  to: string
  amount: bigint
  /** The receiver's token balance, read from the chain. */
  balanceOf(address: string): Promise<bigint>
}

/** Creates a fresh adapter for one check. */
export type MakeAdapter = () => ChainAdapter | Promise<ChainAdapter>

/** One rule of the contract, runnable on its own. */
export type AdapterContractCheck = { name: string; run: () => Promise<void> }
