import { describe, expect, it } from 'vitest'
import { createChainRegistry } from '../chains/index.ts'
import { parseConfig } from '../config/index.ts'
import { resolveSmartAccountNetwork } from '../config/smart-account-config.ts'
import { accountAbstractionChainsOf, smartAccountChainsOf } from './smart-account-networks.ts'

const accountAbstraction = (n: number) => ({
  bundlerUrl: `http://127.0.0.1:${4000 + n}`,
  entryPoint: `0x${'0'.repeat(39)}${n}`,
  accountFactory: `0x${'f'.repeat(39)}${n}`,
})

const evm = (id: number, withBundler: boolean) => ({
  namespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  aliases: [`eip155:alias${id}`],
  name: `Chain ${id}`,
  rpcUrl: 'http://127.0.0.1:1',
  nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 },
  ...(withBundler ? { accountAbstraction: accountAbstraction(id % 10) } : {}),
})

const config = parseConfig({
  database: { url: 'sqlite::memory:' },
  chains: [
    evm(31337, true),
    evm(31338, true),
    evm(31339, false),
    {
      namespace: 'solana',
      caipNetworkId: 'solana:devnet',
      aliases: [],
      name: 'Solana',
      rpcUrl: 'http://127.0.0.1:2',
      nativeCurrency: { name: 'SOL', symbol: 'SOL', decimals: 9 },
    },
  ],
  embedded: { smartAccountNetworks: ['eip155:31338'] },
})
const chains = createChainRegistry(config)
const ids = (list: readonly { chainId: number }[]) => list.map(({ chainId }) => chainId)

describe('smartAccountChainsOf', () => {
  it("uses the project's list over the configuration's, [] meaning none", () => {
    expect(ids(smartAccountChainsOf({ config, chains }))).toEqual([31338])
    expect(ids(smartAccountChainsOf({ config, chains, networks: ['eip155:31337'] }))).toEqual([
      31337,
    ])
    expect(smartAccountChainsOf({ config, chains, networks: [] })).toEqual([])
    expect(smartAccountChainsOf({ config, chains, networks: ['eip155:31337'] })[0]).toEqual({
      chainId: 31337,
      ...accountAbstraction(7),
    })
  })

  it('reads aliases once and leaves out chains that lost their bundler or are gone', () => {
    const networks = ['eip155:alias31337', 'eip155:31337', 'eip155:31339', 'eip155:10']
    expect(ids(smartAccountChainsOf({ config, chains, networks }))).toEqual([31337])
  })

  it('lists every chain with a bundler as what projects may enable', () => {
    expect(ids(accountAbstractionChainsOf(chains))).toEqual([31337, 31338])
  })
})

describe('resolveSmartAccountNetwork', () => {
  it('names the canonical id, or why the chain cannot have smart accounts', () => {
    expect(resolveSmartAccountNetwork(config.chains, 'eip155:alias31338')).toEqual({
      caipNetworkId: 'eip155:31338',
    })
    expect(resolveSmartAccountNetwork(config.chains, 'eip155:31339')).toEqual({
      problem: 'eip155:31339 has no accountAbstraction (bundlerUrl, entryPoint, accountFactory)',
    })
    expect(resolveSmartAccountNetwork(config.chains, 'solana:devnet')).toEqual({
      problem: 'solana:devnet is not an EVM chain',
    })
    expect(resolveSmartAccountNetwork(config.chains, 'eip155:10')).toEqual({
      problem: 'eip155:10 is not a configured chain',
    })
  })
})
