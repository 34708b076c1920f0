import type { Eip1193Provider } from './eip1193.ts'

/** A node to read from. */
export type EvmNode = { rpcUrl: string; chainId: number }

/** The connected wallet, as an EVM library's signer wraps it. */
export type EvmWallet = { provider: Eip1193Provider; address: string }

/** A transaction as the adapter hands it to the library: quantities in wei, fees already checked. */
export type EvmTransactionRequest = {
  to: string
  value?: bigint | undefined
  data?: string | undefined
  gasLimit?: bigint | undefined
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/**
 * What an EVM library (ethers v6, ethers v5...) does for {@link createEip1193Adapter}: reads on
 * the network's node, signs and sends through the wallet. Everything else — discovery, sessions,
 * events, chain switching, errors — is the adapter's, the same whichever library.
 */
export type EvmLibrary = {
  getBalance(node: EvmNode, address: string): Promise<bigint>
  /** Resolves once mined: whether the transaction succeeded. */
  waitForTransaction(node: EvmNode, hash: string): Promise<boolean>
  estimateGas(
    node: EvmNode,
    request: { from: string; to: string; data?: string | undefined; value?: bigint | undefined },
  ): Promise<bigint>
  signMessage(wallet: EvmWallet, message: string): Promise<string>
  /** The transaction's hash. */
  sendTransaction(wallet: EvmWallet, request: EvmTransactionRequest): Promise<string>
  /** The transaction's hash. */
  writeContract(
    wallet: EvmWallet,
    call: { address: string; abi: readonly unknown[]; method: string; args: readonly unknown[] },
  ): Promise<string>
  /** Where the library's code loads lazily (lazy-evm-library.ts): loads it now. */
  preload?(): Promise<void>
}
