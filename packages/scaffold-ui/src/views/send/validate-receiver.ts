import type { ChainNamespace } from '@openappkit/common/caip'
import { isAddress, isSolanaAddress } from '@openappkit/common/validation'

const BITCOIN_ADDRESS =
  /^(?:(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|[123mn][1-9A-HJ-NP-Za-km-z]{25,34})$/

/** Whether `value` is an address the send flow of `namespace` can pay to. */
export function isValidReceiver(value: string, namespace: ChainNamespace): boolean {
  if (namespace === 'eip155') return isAddress(value, { strict: false })
  if (namespace === 'solana') return isSolanaAddress(value)
  // Bech32(m) or base58 shapes; the Bitcoin adapter checks the checksum and the network.
  if (namespace === 'bip122') return BITCOIN_ADDRESS.test(value)
  return false
}
