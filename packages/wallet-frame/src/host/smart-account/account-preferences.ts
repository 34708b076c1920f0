import { ProviderRpcError, RpcErrorCode } from '@openappkit/common/errors'
import type { AccountType } from '@openappkit/common/validation'
import type { FrameStorage } from '../frame-session.ts'

export type AccountPreferenceParameters = {
  storage: FrameStorage
  /** The owner (EOA) address: preferences belong to one wallet on this device. */
  owner: string
  chainId: number
  /** Whether the chain has a smart account for this wallet. */
  smartAccountEnabled: boolean
}

const keyOf = ({ owner, chainId }: AccountPreferenceParameters) =>
  `preferred-account-type:${owner.toLowerCase()}:${chainId}`

/**
 * The account type the wallet uses on a chain (docs/project/behaviour.md §4): the one chosen and
 * kept for that chain, else smartAccount where smart accounts are enabled (the eip155 default),
 * else eoa.
 */
export function preferredAccountTypeOf(parameters: AccountPreferenceParameters): AccountType {
  if (!parameters.smartAccountEnabled) return 'eoa'
  const stored = parameters.storage.getItem(keyOf(parameters))
  return stored === 'eoa' ? 'eoa' : 'smartAccount'
}

/**
 * Chooses the account type on a chain and keeps it (docs/project/behaviour.md §4): eoa always;
 * smartAccount only where smart accounts are enabled and when the current type is eoa (choosing the
 * current type again changes nothing). Throws 4200 otherwise.
 */
export function setPreferredAccountType(
  parameters: AccountPreferenceParameters,
  type: AccountType,
): AccountType {
  const current = preferredAccountTypeOf(parameters)
  if (type === current) return current
  if (type === 'smartAccount' && !parameters.smartAccountEnabled) {
    throw new ProviderRpcError(RpcErrorCode.UnsupportedMethod, {
      message: `Smart accounts are not enabled on chain ${parameters.chainId}`,
    })
  }
  parameters.storage.setItem(keyOf(parameters), type)
  return type
}
