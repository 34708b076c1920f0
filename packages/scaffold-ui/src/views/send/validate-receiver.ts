import type { ChainNamespace } from '@openappkit/common/caip'
import { isAddress, isSolanaAddress } from '@openappkit/common/validation'

/** Whether `value` is an address the send flow of `namespace` can pay to. */
export function isValidReceiver(value: string, namespace: ChainNamespace): boolean {
  if (namespace === 'eip155') return isAddress(value, { strict: false })
  if (namespace === 'solana') return isSolanaAddress(value)
  return false
}
