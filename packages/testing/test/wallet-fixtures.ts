import { inject } from 'vitest'
import { createTestWallet } from '../src/index.ts'
import type { CreateTestWalletParameters } from '../src/wallet/types.ts'

/** The devnet's chains and funded keys, as the global setup started them. */
export function devnet() {
  const manifest = inject('devnetManifest')
  const [first, second] = manifest.evm.chains
  if (!first || !second) throw new Error('the devnet manifest lists fewer than two EVM chains')
  const rpcUrls = { [first.chainId]: first.rpcUrl, [second.chainId]: second.rpcUrl }
  return { manifest, first, second, rpcUrls, accounts: manifest.evm.accounts }
}

/** A wallet on the devnet's first chain with the `index`-th and following funded keys. */
export function devnetWallet(index: number, overrides: Partial<CreateTestWalletParameters> = {}) {
  const { rpcUrls, accounts, first } = devnet()
  const keys = accounts.slice(index, index + 2).map((account) => account.privateKey)
  const [key, ...others] = keys
  if (!key) throw new Error(`the devnet manifest has no account ${index}`)
  return createTestWallet({
    privateKey: [key, ...others],
    rpcUrls,
    chainId: first.chainId,
    announceTarget: null,
    ...overrides,
  })
}
