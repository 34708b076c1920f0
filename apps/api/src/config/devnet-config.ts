import { createHash } from 'node:crypto'
import { SOCIAL_PROVIDERS } from '@openappkit/common'
import type { ApiConfigInput, OnRampAssetConfig } from './config-schema.ts'
import type { DevnetManifest } from './devnet-manifest.ts'

// The devnet's OpenID provider plays every social provider it has a client for.
function socialProvidersOf(oidc: NonNullable<DevnetManifest['oidc']>) {
  return Object.fromEntries(
    SOCIAL_PROVIDERS.flatMap((name) => {
      const client = oidc.clients[name]
      return client ? [[name, { issuer: oidc.issuer, ...client }]] : []
    }),
  )
}

// The chain's bundler and ERC-4337 contracts, when this devnet has them.
function accountAbstractionOf(chain: DevnetManifest['evm']['chains'][number]) {
  const { bundlerUrl, entryPoint, accountFactory } = chain
  if (!bundlerUrl || !entryPoint || !accountFactory) return {}
  return { accountAbstraction: { bundlerUrl, entryPoint, accountFactory } }
}

/** The fid of the devnet's Farcaster test user (its custody key: the third EVM account from the end). */
export const DEVNET_FARCASTER_FID = '20001'

/** USD prices of the devnet's assets: stable coins at 1, ETH and WETH alike, SOL. */
export const DEVNET_PRICES = { ETH: 3_000, SOL: 150, USDC: 1, DAI: 1, ZERO: 0.5 } as const

/**
 * Chains, token list, price table and on-ramp sandbox for a running devnet, from its manifest.
 * The treasury is the second-to-last funded EVM account (the last one deployed the fixtures) and
 * the last Solana account; tests use the first ones.
 */
export function configFromDevnetManifest(
  manifest: DevnetManifest,
): Omit<ApiConfigInput, 'database'> & { chains: NonNullable<ApiConfigInput['chains']> } {
  const { evm, solana } = manifest
  const tokens: NonNullable<ApiConfigInput['tokens']> = []
  const prices: Record<string, number> = {}
  const usdcNetworks: OnRampAssetConfig['networks'] = []
  const ethNetworks: OnRampAssetConfig['networks'] = []

  for (const chain of evm.chains) {
    const caip = chain.caipNetworkId
    for (const key of ['usdc', 'dai', 'zeroDecimals', 'weth'] as const) {
      const token = evm.tokens[key]
      tokens.push({ caipAddress: `${caip}:${token.address}`, ...pick(token) })
      const price = key === 'weth' ? DEVNET_PRICES.ETH : priceOf(token.symbol)
      if (price !== undefined) prices[`${caip}:${token.address}`] = price
    }
    prices[`${caip}:native`] = DEVNET_PRICES.ETH
    const name = `devnet-${chain.chainId}`
    usdcNetworks.push({
      caipNetworkId: caip,
      name,
      displayName: chain.name,
      tokenAddress: evm.tokens.usdc.address,
    })
    ethNetworks.push({ caipNetworkId: caip, name, displayName: chain.name })
  }

  const usdcMint = solana.mints.usdc
  tokens.push({ caipAddress: `${solana.caipNetworkId}:${usdcMint.address}`, ...pick(usdcMint) })
  prices[`${solana.caipNetworkId}:${usdcMint.address}`] = DEVNET_PRICES.USDC
  prices[`${solana.caipNetworkId}:native`] = DEVNET_PRICES.SOL
  const solanaNetwork = {
    caipNetworkId: solana.caipNetworkId,
    name: 'solana-devnet',
    displayName: solana.name,
  }
  usdcNetworks.push({ ...solanaNetwork, tokenAddress: usdcMint.address })

  return {
    chains: [
      ...evm.chains.map((chain) => ({
        namespace: 'eip155' as const,
        caipNetworkId: chain.caipNetworkId,
        name: chain.name,
        rpcUrl: chain.rpcUrl,
        wsUrl: chain.wsUrl,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        multicall3: evm.contracts.multicall3,
        swap: {
          router: evm.contracts.uniswapV2Router02,
          factory: evm.contracts.uniswapV2Factory,
          wrappedNative: evm.contracts.weth,
        },
        indexer: { startBlock: 0, pollIntervalMs: 250 },
        ...accountAbstractionOf(chain),
      })),
      {
        namespace: 'solana' as const,
        caipNetworkId: solana.caipNetworkId,
        name: solana.name,
        rpcUrl: solana.rpcUrl,
        wsUrl: solana.wsUrl,
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        indexer: { pollIntervalMs: 500 },
      },
    ],
    tokens,
    prices,
    ...(manifest.mail
      ? {
          email: {
            smtp: { host: manifest.mail.smtpHost, port: manifest.mail.smtpPort },
            // A devnet-only key, derived from the devnet's public test keys: never for real funds.
            recoveryKey: createHash('sha256')
              .update(`openappkit-devnet-recovery:${evm.accounts[0]?.privateKey ?? ''}`)
              .digest('base64'),
          },
        }
      : {}),
    ...(manifest.oidc ? { social: { providers: socialProvidersOf(manifest.oidc) } } : {}),
    // The devnet's Farcaster test user: fid 20001, custody key = the EVM account before the treasury.
    farcaster: {
      custodyAddresses: { [DEVNET_FARCASTER_FID]: evm.accounts.at(-3)?.address ?? '' },
    },
    onramp: {
      assets: [
        { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: usdcNetworks },
        { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: ethNetworks },
        { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [solanaNetwork] },
      ],
      treasury: {
        eip155PrivateKey: (evm.accounts.at(-2) ?? evm.accounts[0])?.privateKey,
        solanaSecretKey: solana.accounts.at(-1)?.secretKey,
      },
    },
  }
}

function pick(token: { name: string; symbol: string; decimals: number }) {
  return { name: token.name, symbol: token.symbol, decimals: token.decimals }
}

function priceOf(symbol: string): number | undefined {
  return (DEVNET_PRICES as Record<string, number>)[symbol]
}
