import { isAddress } from '@openappkit/common'
import type { Hex } from 'viem'
import type { EvmChain } from '../chains/index.ts'
import { ApiError, badRequest } from '../errors/index.ts'
import type { ApiContext } from '../server/api-context.ts'

/** The account a session id (a CAIP-10 eip155 account) names. */
export type SessionAccount = { id: string; chain: EvmChain; address: Hex }

/** Resolves a session id; 400 unless it is a CAIP-10 account on a configured EVM chain. */
export function sessionAccountOf(context: ApiContext, id: string): SessionAccount {
  const index = id.lastIndexOf(':')
  const address = id.slice(index + 1)
  const chain = index > 0 ? context.chains.evm(id.slice(0, index)) : undefined
  if (!chain || !isAddress(address)) {
    throw badRequest('Invalid session id: expected a CAIP-10 account on a supported EVM network')
  }
  return {
    id: `${chain.config.caipNetworkId}:${address.toLowerCase()}`,
    chain,
    address: address as Hex,
  }
}

/** Whether `signature` signs `message` for the account (EOA, EIP-1271 or EIP-6492). */
export async function verifySessionSignature(
  account: SessionAccount,
  message: string,
  signature: string,
): Promise<boolean> {
  try {
    return await account.chain.client.verifyMessage({
      address: account.address,
      message,
      signature: signature as Hex,
    })
  } catch (error) {
    throw new ApiError('Could not verify the signature on the network', {
      status: 502,
      cause: error,
    })
  }
}
