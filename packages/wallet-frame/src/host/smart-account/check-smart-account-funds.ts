import { encodeFunctionData, hexToBigInt, isHex } from 'viem'
import { assertFundsCover, pendingBalanceOf } from '../check-funds.ts'
import { feesPerGasOf } from '../fees-per-gas.ts'
import type { EmbeddedSmartAccount } from './to-embedded-smart-account.ts'

export type CheckSmartAccountFundsParameters = {
  account: EmbeddedSmartAccount
  /** The calls of the UserOperation; what they send is paid from the account's balance. */
  calls: readonly { value?: bigint | undefined }[]
  /** The chain's node. */
  rpc: (method: string, params: unknown[]) => Promise<unknown>
  /** The gas the UserOperation of `calls` can be charged for (the bundler's estimate). */
  estimateGas: () => Promise<bigint>
}

/** The account's deposit at the EntryPoint, which pays a UserOperation's gas before its balance. */
async function depositOf(
  rpc: CheckSmartAccountFundsParameters['rpc'],
  account: EmbeddedSmartAccount,
): Promise<bigint> {
  const data = encodeFunctionData({
    abi: account.entryPoint.abi,
    functionName: 'balanceOf',
    args: [account.address],
  })
  const answer = await rpc('eth_call', [{ to: account.entryPoint.address, data }, 'latest'])
  return typeof answer === 'string' && isHex(answer) && answer !== '0x' ? hexToBigInt(answer) : 0n
}

/**
 * Whether the smart account can pay a UserOperation of `calls`: their value from its balance,
 * the gas at the wallet's max fee from its EntryPoint deposit and balance. The value is checked
 * first, since the bundler cannot even estimate calls that send more than the account holds.
 * Throws the node's insufficient-funds error (check-funds.ts) when it cannot.
 */
export async function checkSmartAccountFunds({
  account,
  calls,
  rpc,
  estimateGas,
}: CheckSmartAccountFundsParameters): Promise<void> {
  const value = calls.reduce((sum, call) => sum + (call.value ?? 0n), 0n)
  const [balance, deposit] = await Promise.all([
    pendingBalanceOf(rpc, account.address),
    depositOf(rpc, account),
  ])
  assertFundsCover(balance, value)
  const [gas, fees] = await Promise.all([estimateGas(), feesPerGasOf(rpc)])
  assertFundsCover(balance + deposit, value + gas * fees.maxFeePerGas)
}
