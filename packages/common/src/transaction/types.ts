/** A `0x`-prefixed hex string. */
export type Hex = `0x${string}`

/**
 * An EVM transaction request as docs/project/behaviour.md §5 checks it; fee and amount fields are
 * bigint (wei).
 */
export type TransactionRequest = {
  from?: string | undefined
  /** Recipient; null or absent for a contract deployment. */
  to?: string | null | undefined
  data?: Hex | undefined
  value?: bigint | undefined
  gas?: bigint | undefined
  nonce?: number | undefined
  /** Legacy / EIP-2930 fee; excludes the EIP-1559 fields. */
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/** An `eth_call` request: a transaction request plus deployless-call parameters. */
export type CallRequest = TransactionRequest & {
  /** Bytecode to run the call against without deploying it. */
  code?: Hex | undefined
  /** Factory of a not-yet-deployed contract (ERC-4337 style counterfactual call). */
  factory?: string | undefined
  factoryData?: Hex | undefined
}
