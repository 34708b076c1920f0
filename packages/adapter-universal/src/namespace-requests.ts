import { bytesToHex, encodeBase58 } from '@openappkit/common/encoding'
import { AppKitError } from '@openappkit/common/errors'

/** A request to the wallet and how to read the signature from its answer. */
export type SignMessageRequest = {
  method: string
  params: unknown
  readSignature(result: unknown): string
}

const utf8 = (text: string) => new TextEncoder().encode(text)
const hex = (bytes: Uint8Array) => `0x${bytesToHex(bytes)}`

function signatureField(result: unknown): string {
  const signature =
    typeof result === 'string' ? result : (result as { signature?: unknown } | null)?.signature
  if (typeof signature !== 'string' || !signature)
    throw new AppKitError('INVALID_JSON_RPC_RESPONSE')
  return signature
}

/**
 * The sign-message request of each namespace's WalletConnect RPC reference: `personal_sign`,
 * `solana_signMessage` (base58 message), Bitcoin `signMessage`, `polkadot_signMessage`.
 */
export function signMessageRequest(
  namespace: string,
  message: string,
  address: string,
): SignMessageRequest {
  switch (namespace) {
    case 'eip155':
      return {
        method: 'personal_sign',
        params: [hex(utf8(message)), address],
        readSignature: signatureField,
      }
    case 'solana':
      return {
        method: 'solana_signMessage',
        params: { message: encodeBase58(utf8(message)), pubkey: address },
        readSignature: signatureField,
      }
    case 'bip122':
      return {
        method: 'signMessage',
        params: { message, address, protocol: 'ecdsa' },
        readSignature: signatureField,
      }
    case 'polkadot':
      return {
        method: 'polkadot_signMessage',
        params: { address, message: hex(utf8(message)) },
        readSignature: signatureField,
      }
    default:
      throw new AppKitError('NOT_AVAILABLE_WITHOUT_CHAIN_ADAPTER', {
        params: { method: 'signMessage', namespace },
      })
  }
}
