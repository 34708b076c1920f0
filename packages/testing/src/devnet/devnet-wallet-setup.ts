import { type CaipNetwork, defineLocalNetworks } from '@openappkit/common'
import type { Hex } from 'viem'
import { TestKitError } from '../errors/test-kit-error.ts'
import type { DevnetManifest } from './manifest-schema.ts'

export type DevnetWalletSetupParameters = {
  manifest: DevnetManifest
  /** Index of the first funded account the wallet holds; it holds `accountCount` from there. */
  firstAccount: number
  /** How many consecutive accounts (default 2, so account switching can be tried). */
  accountCount?: number | undefined
}

export type DevnetWalletSetup = {
  /** Keys of the funded accounts the wallet holds. */
  privateKey: readonly [Hex, ...Hex[]]
  /** JSON-RPC URL per devnet chain id. */
  rpcUrls: Record<number, string>
  /** The chain a devnet wallet starts on: the first. */
  chainId: number
  /** The devnet's two EVM chains as networks, with this run's RPC URLs. */
  networks: readonly [CaipNetwork, CaipNetwork]
}

/** What every devnet wallet is made of, whatever kind of wallet: its keys, nodes and networks. */
export function devnetWalletSetup({
  manifest,
  firstAccount,
  accountCount = 2,
}: DevnetWalletSetupParameters): DevnetWalletSetup {
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
  return {
    privateKey: [key, ...others],
    rpcUrls,
    chainId: first.chainId,
    networks: [devnetEvm, devnetEvm2],
  }
}

/** A devnet wallet and the run's nodes and networks it was made with. */
export type DevnetWallet<TWallet> = {
  wallet: TWallet
  /** JSON-RPC URL per devnet chain id. */
  rpcUrls: Record<number, string>
  /** The devnet's two EVM chains as networks, with this run's RPC URLs. */
  networks: readonly [CaipNetwork, CaipNetwork]
}

/** A wallet's options, less the keys, nodes and chain the devnet gives it, plus which accounts. */
export type DevnetWalletParameters<TParameters> = Omit<
  TParameters,
  'privateKey' | 'rpcUrl' | 'rpcUrls' | 'chainId'
> &
  DevnetWalletSetupParameters

/** The keys, nodes and chain a devnet wallet of any kind is created with. */
export type DevnetWalletKeys = Pick<DevnetWalletSetup, 'privateKey' | 'rpcUrls' | 'chainId'>

/**
 * A wallet made by `create` (whatever its kind) holding funded devnet accounts, on the devnet's
 * first chain, and its networks.
 */
export function createDevnetWallet<TOptions extends object, TWallet>(
  { manifest, firstAccount, accountCount, ...options }: TOptions & DevnetWalletSetupParameters,
  create: (options: TOptions & DevnetWalletKeys) => TWallet,
): DevnetWallet<TWallet> {
  const { privateKey, rpcUrls, chainId, networks } = devnetWalletSetup({
    manifest,
    firstAccount,
    accountCount,
  })
  const wallet = create({ ...(options as TOptions), privateKey, rpcUrls, chainId })
  return { wallet, rpcUrls, networks }
}
