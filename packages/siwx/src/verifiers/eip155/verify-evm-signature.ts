import {
  createPublicClient,
  type Hex,
  http,
  isAddressEqual,
  isHex,
  recoverMessageAddress,
} from 'viem'

/** What an EVM sign-in signature is checked with. */
export type VerifyEvmSignatureParameters = {
  address: string
  message: string
  signature: string
  /** The JSON-RPC node of the message's network; needed for contract accounts only. */
  rpcUrl?: string | undefined
  fetchFn?: typeof fetch | undefined
}

// 2 × 20 000 hex digits is far more than an ERC-6492 wrapper with a factory call needs.
const MAX_SIGNATURE_LENGTH = 40_002

async function recoversTo(address: Hex, message: string, signature: Hex): Promise<boolean> {
  if (signature.length !== 132) return false
  try {
    return isAddressEqual(await recoverMessageAddress({ message, signature }), address)
  } catch {
    return false
  }
}

/**
 * Whether `signature` is the account's over `message` (EIP-191): recovered for an EOA, asked of
 * the contract (ERC-1271) or of its counterfactual deployment (ERC-6492) through `rpcUrl`.
 * Throws only when the node cannot be reached.
 */
export async function verifyEvmSignature(
  parameters: VerifyEvmSignatureParameters,
): Promise<boolean> {
  const { address, message, signature, rpcUrl } = parameters
  if (
    !isHex(signature) ||
    signature.length > MAX_SIGNATURE_LENGTH ||
    !/^0x[0-9a-fA-F]{40}$/.test(address)
  ) {
    return false
  }
  if (await recoversTo(address as Hex, message, signature)) return true
  if (rpcUrl === undefined) return false
  const client = createPublicClient({
    transport: http(rpcUrl, { fetchFn: parameters.fetchFn, retryCount: 1 }),
  })
  try {
    return await client.verifyMessage({ address: address as Hex, message, signature })
  } catch (error) {
    // A revert means "not this account's signature"; anything else is the node failing.
    if (error instanceof Error && /revert/i.test(error.message)) return false
    throw error
  }
}
