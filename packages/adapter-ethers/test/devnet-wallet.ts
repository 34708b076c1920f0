import { formatUnits } from '@openappkit/common/units'
import type { KeyValueStorage } from '@openappkit/controllers'
import { type CreateTestWalletParameters, createDevnetTestWallet } from '@openappkit/testing'
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
export function memoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  }
}
