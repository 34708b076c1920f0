import { describe, expect, it } from 'vitest'
import { type DevnetManifest, parseDevnetManifest } from './manifest.ts'

const address = (digit: string) => `0x${digit.repeat(40)}` as `0x${string}`
const base58 = '2f3wdNSa9jqJCPhvJApsoWuX8HJQFcUYjTRmScsiKdVH'
const token = (digit: string) => ({ address: address(digit), name: 'T', symbol: 'T', decimals: 6 })

const valid: DevnetManifest = {
  version: 1,
  evm: {
    mnemonic: 'test test test test test test test test test test test junk',
    deployer: address('9'),
    chains: [
      {
        name: 'OpenAppKit Devnet 31337',
        chainId: 31337,
        caipNetworkId: 'eip155:31337',
        rpcUrl: 'http://127.0.0.1:8545',
        wsUrl: 'ws://127.0.0.1:8545',
        bundlerUrl: 'http://127.0.0.1:4337/31337',
        entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
        accountFactory: address('d'),
      },
    ],
    contracts: {
      multicall3: address('1'),
      weth: address('2'),
      uniswapV2Factory: address('3'),
      uniswapV2Router02: address('4'),
      usdc: address('5'),
      dai: address('6'),
      zeroDecimals: address('7'),
      nft: address('8'),
      usdcWethPair: address('a'),
      daiWethPair: address('b'),
    },
    tokens: { usdc: token('5'), dai: token('6'), zeroDecimals: token('7'), weth: token('2') },
    nft: { address: address('8'), name: 'N', symbol: 'N' },
    accounts: [{ address: address('c'), privateKey: `0x${'ab'.repeat(32)}` }],
  },
  solana: {
    name: 'OpenAppKit Devnet Solana',
    genesisHash: '4EVhemnTTWD5oXF1Q3Yf3JCSk1Vgt6NKcRj3hCfNjAzh',
    caipNetworkId: 'solana:4EVhemnTTWD5oXF1Q3Yf3JCSk1Vgt6NK',
    rpcUrl: 'http://127.0.0.1:8899',
    wsUrl: 'ws://127.0.0.1:8900',
    mints: {
      usdc: {
        address: base58,
        name: 'USD Coin (Devnet)',
        symbol: 'USDC',
        decimals: 6,
        mintAuthority: { address: base58, secretKey: base58 },
      },
    },
    accounts: [{ address: base58, secretKey: base58, usdcTokenAccount: base58 }],
  },
  bitcoin: {
    name: 'Bitcoin Regtest',
    network: 'regtest',
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    esploraUrl: 'http://127.0.0.1:8094',
    accounts: Array.from({ length: 6 }, () => ({
      privateKey: 'ab'.repeat(32),
      payment: {
        address: 'bcrt1q7gw7p7nntnjl9mvum4nvthjj9tg3aj2uy8dk9l',
        publicKey: `02${'cd'.repeat(32)}`,
      },
      ordinal: {
        address: 'bcrt1pqygca8zsr8ap5xpgngunc7r4s2ngnq3ec2jqk95cplnfrzfuqttqhx4rys',
        publicKey: 'ef'.repeat(32),
      },
    })),
  },
  mail: { smtpHost: '127.0.0.1', smtpPort: 1025, inboxUrl: 'http://127.0.0.1:8025' },
  oidc: {
    issuer: 'http://127.0.0.1:8035',
    clients: { google: { clientId: 'devnet-google', clientSecret: 'devnet-google-secret' } },
  },
}

describe('parseDevnetManifest', () => {
  it('accepts a complete manifest unchanged', () => {
    expect(parseDevnetManifest(structuredClone(valid))).toEqual(valid)
  })

  it('names the field that is wrong', () => {
    const badAddress = structuredClone(valid) as { evm: { contracts: { usdc: string } } }
    badAddress.evm.contracts.usdc = '0x1234'
    expect(() => parseDevnetManifest(badAddress)).toThrow(/usdc/)
    const badCaip = structuredClone(valid) as { solana: { caipNetworkId: string } }
    badCaip.solana.caipNetworkId = 'solana:not base58 0OIl'
    expect(() => parseDevnetManifest(badCaip)).toThrow(/caipNetworkId/)
    expect(() => parseDevnetManifest({ version: 2 })).toThrow()
  })

  it('holds the Bitcoin section to the contract', () => {
    const withBitcoin = (change: (bitcoin: Record<string, unknown>) => void) => {
      const manifest = structuredClone(valid) as unknown as { bitcoin: Record<string, unknown> }
      change(manifest.bitcoin)
      return manifest
    }
    const trailingSlash = withBitcoin((bitcoin) => {
      bitcoin.esploraUrl = 'http://127.0.0.1:8094/'
    })
    expect(() => parseDevnetManifest(trailingSlash)).toThrow(/esploraUrl/)
    const mainnet = withBitcoin((bitcoin) => {
      bitcoin.network = 'mainnet'
    })
    expect(() => parseDevnetManifest(mainnet)).toThrow(/network/)
    const fewAccounts = withBitcoin((bitcoin) => {
      bitcoin.accounts = (bitcoin.accounts as unknown[]).slice(0, 5)
    })
    expect(() => parseDevnetManifest(fewAccounts)).toThrow(/accounts/)
    const swapped = withBitcoin((bitcoin) => {
      const [first] = bitcoin.accounts as { payment: { address: string } }[]
      if (first) first.payment.address = valid.bitcoin.accounts[0]?.ordinal.address ?? ''
    })
    expect(() => parseDevnetManifest(swapped)).toThrow(/address/)
  })

  it('validates the ERC-4337 fields of a chain, and still reads a manifest without them', () => {
    const chainOf = (manifest: DevnetManifest) => manifest.evm.chains[0] as Record<string, unknown>
    const badFactory = structuredClone(valid)
    chainOf(badFactory).accountFactory = '0xnot-an-address'
    expect(() => parseDevnetManifest(badFactory)).toThrow(/accountFactory/)
    const badBundler = structuredClone(valid)
    chainOf(badBundler).bundlerUrl = 'not a url'
    expect(() => parseDevnetManifest(badBundler)).toThrow(/bundlerUrl/)
    const older = structuredClone(valid)
    for (const key of ['bundlerUrl', 'entryPoint', 'accountFactory']) delete chainOf(older)[key]
    expect(parseDevnetManifest(older).evm.chains[0]?.bundlerUrl).toBeUndefined()
  })
})
