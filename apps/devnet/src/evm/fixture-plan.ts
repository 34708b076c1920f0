/** Canonical Multicall3 address (same on every chain). */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** The two local chains: network switching goes between real, separate nodes. */
export const EVM_CHAINS = [
  { chainId: 31337, name: 'OpenAppKit Devnet 31337' },
  { chainId: 31338, name: 'OpenAppKit Devnet 31338' },
] as const

/** Ether every funded account starts with. */
export const EVM_ACCOUNT_BALANCE_ETHER = 10_000

/** The ERC-20 fixtures, deployed in this order; each funded account receives `supplyPerHolder` whole tokens. */
export const ERC20_FIXTURES = {
  usdc: { name: 'USD Coin (Devnet)', symbol: 'USDC', decimals: 6, supplyPerHolder: 1_000_000n },
  dai: {
    name: 'Dai Stablecoin (Devnet)',
    symbol: 'DAI',
    decimals: 18,
    supplyPerHolder: 1_000_000n,
  },
  zeroDecimals: {
    name: 'Zero Decimals Token (Devnet)',
    symbol: 'ZERO',
    decimals: 0,
    supplyPerHolder: 1_000_000n,
  },
} as const

export type Erc20FixtureKey = keyof typeof ERC20_FIXTURES

/** The ERC-721 fixture: ids 1, 2, ... minted `perHolder` per funded account, in account order. */
export const ERC721_FIXTURE = {
  name: 'OpenAppKit Devnet NFT',
  symbol: 'OAKNFT',
  perHolder: 2n,
} as const

const ETHER = 10n ** 18n

/** Uniswap-V2 pools the deployer seeds (token amount in whole tokens, ETH in ether). */
export const POOL_FIXTURES = {
  usdcWethPair: { token: 'usdc', tokenAmount: 200_000n, ether: 100n * ETHER },
  daiWethPair: { token: 'dai', tokenAmount: 200_000n, ether: 100n * ETHER },
} as const satisfies Record<string, { token: Erc20FixtureKey; tokenAmount: bigint; ether: bigint }>

/** Gas every fixture transaction may use (the block limit is 30M; pair creation needs ~2.5M). */
export const FIXTURE_GAS = 8_000_000n

/** WETH9 as shipped by @uniswap/v2-periphery. */
export const WETH_TOKEN = { name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 } as const
