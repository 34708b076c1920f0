import { type CaipNetwork, defineLocalNetworks } from '@openappkit/common'
import { TestKitError } from '../errors/test-kit-error.ts'
import { createTestWallet } from '../wallet/create-test-wallet.ts'
import type { CreateTestWalletParameters, TestWallet } from '../wallet/types.ts'
import type { DevnetManifest } from './manifest-schema.ts'

export type CreateDevnetTestWalletParameters = Omit<
  CreateTestWalletParameters,
  'privateKey' | 'rpcUrl' | 'rpcUrls' | 'chainId'
> & {
  manifest: DevnetManifest
  /** Index of the first funded account the wallet holds; it holds `accountCount` from there. */
  firstAccount: number
  /** How many consecutive accounts (default 2, so account switching can be tried). */
  accountCount?: number | undefined
}

export type CreateDevnetTestWalletReturnType = {
  wallet: TestWallet
  /** JSON-RPC URL per devnet chain id. */
  rpcUrls: Record<number, string>
  /** The devnet's two EVM chains as networks, with this run's RPC URLs. */
  networks: readonly [CaipNetwork, CaipNetwork]
}

/** A test wallet holding funded devnet accounts, on the devnet's first chain, and its networks. */
export function createDevnetTestWallet({
  manifest,
  firstAccount,
  accountCount = 2,
  ...options
}: CreateDevnetTestWalletParameters): CreateDevnetTestWalletReturnType {
  const [first, second] = manifest.evm.chains
  if (!first || !second) throw new TestKitError('The devnet manifest lists fewer than two chains')
  const rpcUrls = { [first.chainId]: first.rpcUrl, [second.chainId]: second.rpcUrl }
  const { devnetEvm, devnetEvm2 } = defineLocalNetworks({ evmRpcUrls: rpcUrls })
  const keys = manifest.evm.accounts
    .slice(firstAccount, firstAccount + accountCount)
    .map((account) => account.privateKey)
  const [key, ...others] = keys
  if (!key || keys.length < accountCount) {
    throw new TestKitError(
      `The devnet manifest has no accounts ${firstAccount}-${firstAccount + accountCount - 1}`,
    )
  }
  const wallet = createTestWallet({
    ...options,
    privateKey: [key, ...others],
    rpcUrls,
    chainId: first.chainId,
  })
  return { wallet, rpcUrls, networks: [devnetEvm, devnetEvm2] }
}
