import type { CaipNetwork } from '@openappkit/common'
import { createTestWallet } from '../wallet/create-test-wallet.ts'
import type { CreateTestWalletParameters, TestWallet } from '../wallet/types.ts'
import { type DevnetWalletSetupParameters, devnetWalletSetup } from './devnet-wallet-setup.ts'

export type CreateDevnetTestWalletParameters = Omit<
  CreateTestWalletParameters,
  'privateKey' | 'rpcUrl' | 'rpcUrls' | 'chainId'
> &
  DevnetWalletSetupParameters

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
  accountCount,
  ...options
}: CreateDevnetTestWalletParameters): CreateDevnetTestWalletReturnType {
  const { privateKey, rpcUrls, chainId, networks } = devnetWalletSetup({
    manifest,
    firstAccount,
    accountCount,
  })
  const wallet = createTestWallet({ ...options, privateKey, rpcUrls, chainId })
  return { wallet, rpcUrls, networks }
}
