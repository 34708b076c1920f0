import { ERC20_TRANSFER, ERC20_TRANSFER_JSON_ABI, encodeFunctionData } from '@openappkit/common/abi'
import type { ChainNamespace } from '@openappkit/common/caip'
import { AppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import { parseUnits } from '@openappkit/common/units'
import type { TokenBalance } from '../../api/schemas/token-balance.ts'
import type { AppKitCore } from '../../core/types.ts'
import { toDecimalString } from '../../platform/utils/to-decimal-string.ts'
import { isNativeTokenAddress, plainTokenAddress } from '../../platform/utils/token-address.ts'

/** Namespaces a token can be sent on (docs/project/behaviour.md §1, §4). */
export const SEND_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

export type SendTransferParameters = {
  token: TokenBalance
  /** Whole units ('1.5' or 1.5). */
  amount: number | string
  receiverAddress: string
  /** The sending account. */
  from: string
  caipNetwork: CaipNetwork
}

export type SendTransferReturnType = { hash: string }

/**
 * Sends `amount` of `token` through the network's adapter (docs/project/behaviour.md §4, §7): EVM
 * native as `{ to, value, data: '0x' }`, an ERC-20 as `transfer(receiver, amount)` (writeContract
 * when the adapter has it, else calldata), Solana SOL or SPL through `sendTransaction` (the mint as
 * `tokenAddress`), BTC through the Bitcoin adapter's PSBT. Other namespaces throw `Unsupported chain`.
 */
export async function sendTransfer(
  core: AppKitCore,
  { token, amount, receiverAddress, from, caipNetwork }: SendTransferParameters,
): Promise<SendTransferReturnType> {
  const namespace = caipNetwork.chainNamespace
  const adapter = core.adapters.get(namespace)
  if (!SEND_NAMESPACES.includes(namespace) || !adapter) {
    throw new AppKitError('UNSUPPORTED_CHAIN')
  }
  const value = parseUnits(toDecimalString(amount), Number(token.quantity.decimals))
  const native = isNativeTokenAddress(token.address)
  const tokenAddress = token.address ? plainTokenAddress(token.address) : undefined

  if (namespace === 'bip122') {
    return adapter.sendTransaction({ address: from, to: receiverAddress, value, caipNetwork })
  }
  if (namespace === 'solana') {
    return adapter.sendTransaction({
      address: from,
      to: receiverAddress,
      value,
      tokenAddress: native ? undefined : tokenAddress,
      caipNetwork,
    })
  }
  if (native || !tokenAddress) {
    return adapter.sendTransaction({
      address: from,
      to: receiverAddress,
      value,
      data: '0x',
      caipNetwork,
    })
  }
  if (adapter.writeContract) {
    return adapter.writeContract({
      address: from,
      tokenAddress,
      abi: ERC20_TRANSFER_JSON_ABI,
      method: 'transfer',
      args: [receiverAddress, value],
      caipNetwork,
    })
  }
  return adapter.sendTransaction({
    address: from,
    to: tokenAddress,
    value: 0n,
    data: encodeFunctionData(ERC20_TRANSFER, [receiverAddress, value]),
    caipNetwork,
  })
}
