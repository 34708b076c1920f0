import { errorCatalogue, ProviderRpcError, RpcErrorCode } from '@openappkit/common/errors'
import { type Hex, hexToBigInt, isHex } from 'viem'

/** A node call on the chain the transaction is for. */
export type CheckFundsRpc = (method: string, params: unknown[]) => Promise<unknown>

export type CheckFundsParameters = {
  /** The account that pays: the EOA, or the smart account. */
  address: Hex
  /** Value the calls send, wei. */
  value: bigint
  /** Gas the transaction (or UserOperation) may be charged for. */
  gas: bigint
  maxFeePerGas: bigint
  /** Funds the account holds elsewhere that pay too (a smart account's EntryPoint deposit). */
  deposit?: bigint | undefined
}

/**
 * The error of a transaction the account cannot pay: the catalogue's INSUFFICIENT_FUNDS text
 * for whoever shows the message as it is, the node's own wording (geth's) as `data`, which the
 * dapp's error mapping (common's mapNodeError) recognises as the same node error.
 */
export function insufficientFundsError(have: bigint, want: bigint): ProviderRpcError {
  return new ProviderRpcError(RpcErrorCode.InvalidInput, {
    message: errorCatalogue.INSUFFICIENT_FUNDS,
    data: `insufficient funds for gas * price + value: have ${have} want ${want}`,
  })
}

/** The balance of `address` with the transactions it has pending, from the node. */
export async function pendingBalanceOf(rpc: CheckFundsRpc, address: Hex): Promise<bigint> {
  const balance = await rpc('eth_getBalance', [address, 'pending'])
  return typeof balance === 'string' && isHex(balance) ? hexToBigInt(balance) : 0n
}

/** Throws {@link insufficientFundsError} when `have` is below `want`. */
export function assertFundsCover(have: bigint, want: bigint): void {
  if (have < want) throw insufficientFundsError(have, want)
}

/**
 * Throws {@link insufficientFundsError} unless the account can pay value + gas × max fee: the
 * frame asks before the visitor approves and before it signs, so a transaction the node would
 * refuse (anvil estimates gas without looking at the balance) is never approved, signed or
 * sent, and the dapp gets the node error's message instead of an internal error.
 */
export async function checkFunds(
  rpc: CheckFundsRpc,
  { address, value, gas, maxFeePerGas, deposit = 0n }: CheckFundsParameters,
): Promise<void> {
  assertFundsCover((await pendingBalanceOf(rpc, address)) + deposit, value + gas * maxFeePerGas)
}
