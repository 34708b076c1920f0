import type { CaipNetwork } from '@openappkit/common/networks'
import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { aggregate3CallCounts, createFakeEvmRpc } from '../../test-utils/fake-evm-rpc.ts'
import { mainnet } from '../../test-utils/networks.ts'
import { readEvmBalances } from './read-evm-balances.ts'

const ACCOUNT = '0x1111111111111111111111111111111111111111'
const USDC = '0x3333333333333333333333333333333333333333'
const MKR = '0x4444444444444444444444444444444444444444'
const BROKEN = '0x5555555555555555555555555555555555555555'

function setup() {
  const fetch = createFakeEvmRpc({
    nativeBalances: { [ACCOUNT]: 1_500_000_000_000_000_000n },
    tokens: {
      [USDC]: {
        name: 'USD Coin',
        symbol: 'USDC',
        decimals: 6,
        balances: { [ACCOUNT]: 2_500_000n },
      },
      [MKR]: {
        symbol: 'MKR',
        decimals: 18,
        bytes32Symbol: true,
        balances: { [ACCOUNT]: 10n ** 18n },
      },
      [BROKEN]: { symbol: 'BRK', balances: { [ACCOUNT]: 1n } },
    },
  })
  const { core } = createTestCore({ fetch })
  return { core, fetch }
}

describe('readEvmBalances', () => {
  it('reads native and ERC-20 balances in one aggregate3 call to the network RPC', async () => {
    const { core, fetch } = setup()
    const balances = await readEvmBalances(core, {
      address: ACCOUNT,
      caipNetwork: mainnet,
      tokens: [{ address: USDC }, { address: MKR, name: 'Maker', iconUrl: 'https://i/mkr' }],
    })
    expect(fetch.calls).toHaveLength(1)
    expect(fetch.calls[0]?.url).toBe('https://rpc.test/1')
    expect(aggregate3CallCounts(fetch)).toEqual([9])
    expect(balances).toEqual([
      {
        name: 'Ethereum',
        symbol: 'ETH',
        chainId: 'eip155:1',
        address: undefined,
        price: 0,
        quantity: { decimals: '18', numeric: '1.5' },
        iconUrl: '',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:1',
        address: `eip155:1:${USDC}`,
        price: 0,
        quantity: { decimals: '6', numeric: '2.5' },
        iconUrl: '',
      },
      expect.objectContaining({ name: 'Maker', symbol: 'MKR', iconUrl: 'https://i/mkr' }),
    ])
  })

  it('leaves out a token whose decimals cannot be read unless configured', async () => {
    const { core } = setup()
    const without = await readEvmBalances(core, {
      address: ACCOUNT,
      caipNetwork: mainnet,
      tokens: [{ address: BROKEN }],
    })
    expect(without.map((balance) => balance.symbol)).toEqual(['ETH'])
    const configured = await readEvmBalances(core, {
      address: ACCOUNT,
      caipNetwork: mainnet,
      tokens: [{ address: BROKEN, decimals: 2, symbol: 'B' }],
    })
    expect(configured[1]).toMatchObject({ symbol: 'B', name: 'B', quantity: { numeric: '0.01' } })
  })

  it('skips unreadable balances and falls back when symbol or name do not decode', async () => {
    const odd = '0x6666666666666666666666666666666666666666'
    const fetch = createFakeEvmRpc({
      tokens: {
        [BROKEN]: { decimals: 6, balances: {}, raw: { balanceOf: '0x12' } },
        [odd]: {
          decimals: 6,
          balances: { [ACCOUNT]: 1n },
          raw: {
            symbol: '0x1234',
            name: `0x${'20'.padStart(64, '0')}${'1'.padStart(64, '0')}ff${'0'.repeat(62)}`,
          },
        },
      },
    })
    const { core } = createTestCore({ fetch })
    const balances = await readEvmBalances(core, {
      address: ACCOUNT,
      caipNetwork: mainnet,
      tokens: [{ address: BROKEN }, { address: odd }],
    })
    expect(balances.slice(1)).toEqual([
      expect.objectContaining({ symbol: '', name: '', address: `eip155:1:${odd}` }),
    ])
  })

  it('uses the network’s own Multicall3 address when it declares one', async () => {
    const fetch = createFakeEvmRpc()
    const { core } = createTestCore({ fetch })
    const zk: CaipNetwork = {
      ...mainnet,
      contracts: { multicall3: { address: '0xF9cda624FBC7e059355ce98a31693d299FACd963' } },
    }
    await expect(readEvmBalances(core, { address: ACCOUNT, caipNetwork: zk })).rejects.toThrow(
      'Multicall3 returned no data',
    )
    expect(fetch.calls[0]?.body).toMatchObject({
      params: [{ to: '0xF9cda624FBC7e059355ce98a31693d299FACd963' }, 'latest'],
    })
  })

  it('needs an RPC URL', async () => {
    const { core } = setup()
    const noRpc: CaipNetwork = { ...mainnet, rpcUrls: { default: { http: [] } } }
    await expect(readEvmBalances(core, { address: ACCOUNT, caipNetwork: noRpc })).rejects.toThrow(
      'No RPC URL for eip155:1',
    )
  })
})
