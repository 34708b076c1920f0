import type { CaipNetwork } from '@openappkit/common'
import { createForwardingWallet } from '../forwarding-wallet/create-forwarding-wallet.ts'
import type {
  CreateForwardingWalletParameters,
  ForwardingWallet,
} from '../forwarding-wallet/types.ts'
import { type DevnetWalletSetupParameters, devnetWalletSetup } from './devnet-wallet-setup.ts'

export type CreateDevnetForwardingWalletParameters = Omit<
  CreateForwardingWalletParameters,
  'privateKey' | 'rpcUrls' | 'chainId'
> &
  DevnetWalletSetupParameters

export type CreateDevnetForwardingWalletReturnType = {
  wallet: ForwardingWallet
  /** JSON-RPC URL per devnet chain id. */
  rpcUrls: Record<number, string>
  /** The devnet's two EVM chains as networks, with this run's RPC URLs. */
  networks: readonly [CaipNetwork, CaipNetwork]
}

/**
 * A forwarding extension wallet (createForwardingWallet) holding funded devnet accounts, on the
 * devnet's first chain, and its networks.
 */
export function createDevnetForwardingWallet({
  manifest,
  firstAccount,
  accountCount,
  ...options
}: CreateDevnetForwardingWalletParameters): CreateDevnetForwardingWalletReturnType {
  const { privateKey, rpcUrls, chainId, networks } = devnetWalletSetup({
    manifest,
    firstAccount,
    accountCount,
  })
  const wallet = createForwardingWallet({ ...options, privateKey, rpcUrls, chainId })
  return { wallet, rpcUrls, networks }
}
