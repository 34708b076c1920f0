import { formatUnits } from '@openappkit/common/units'
import {
  type CreateTestWalletParameters,
  createDevnetTestWallet,
  createMemoryWebStorage,
} from '@openappkit/testing'
import { getNodeBalance } from '@openappkit/testing/node'
import { inject } from 'vitest'

/** The devnet of this run as networks, plus a test wallet on it announcing itself (EIP-6963). */
export function devnetSetup(
  firstAccount: number,
  rdns: string,
  options: Pick<CreateTestWalletParameters, 'assets'> = {},
) {
  const manifest = inject('devnetManifest')
  const setup = createDevnetTestWallet({
    manifest,
    firstAccount,
    rdns,
    name: `Test Wallet ${rdns}`,
    ...options,
  })
  return { manifest, ...setup }
}

/** Native balance of `address` on the node at `rpcUrl`, in whole ether ("9999.5"). */
export async function nodeBalance(rpcUrl: string, address: string): Promise<string> {
  return formatUnits(await getNodeBalance({ rpcUrl, address }), 18)
}

/** A fresh in-memory storage, standing in for one browser profile's localStorage. */
export const memoryStorage = createMemoryWebStorage
