import { mainnet, solana } from '@openappkit/common/networks'
import type { Connector } from '@openappkit/controllers'
import { describe, expect, it } from 'vitest'
import { buildConnectEntries } from './build-connect-entries.ts'
import type { WalletListing } from './types.ts'

const connector = (
  id: string,
  type: Connector['type'],
  extra: Partial<Connector> = {},
): Connector => ({ id, type, name: extra.name ?? id, chain: 'eip155', chains: [mainnet], ...extra })

const order = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
const listing: WalletListing[] = [
  { id: 'alpha', name: 'Alpha' },
  { id: 'beta', name: 'Beta', rdns: 'io.beta' },
  { id: 'gamma', name: 'Gamma' },
  { id: 'delta', name: 'Delta' },
  { id: 'epsilon', name: 'Epsilon' },
]

describe('buildConnectEntries', () => {
  it('lists sections in docs/project/behaviour.md §1 order with their tags, each wallet once', () => {
    const entries = buildConnectEntries({
      connectors: [
        connector('ext', 'EXTERNAL'),
        connector('embedded', 'AUTH'),
        connector('injected', 'INJECTED', { name: 'Injected' }),
        connector('wc', 'WALLET_CONNECT', { name: 'WalletConnect' }),
        connector('announced', 'ANNOUNCED', { info: { rdns: 'io.beta' }, name: 'Beta' }),
      ],
      recentWallets: [{ id: 'injected' }, { id: 'gamma', name: 'Gamma' }],
      listing,
      featuredWalletIds: ['beta', 'delta'],
      customWallets: [{ id: 'custom', name: 'Custom' }],
      order,
      maxRows: 9,
    })
    expect(entries.map((entry) => [entry.id, entry.kind, entry.tag])).toEqual([
      ['wc', 'walletConnect', 'qrCode'],
      ['injected', 'connector', 'recent'],
      ['gamma', 'listing', 'recent'],
      ['announced', 'connector', 'installed'],
      ['delta', 'listing', undefined],
      ['custom', 'listing', undefined],
      ['ext', 'connector', undefined],
      ['alpha', 'listing', undefined],
      ['epsilon', 'listing', undefined],
    ])
  })

  it('follows a configured order and stops adding recommended wallets at maxRows', () => {
    const entries = buildConnectEntries({
      connectors: [connector('injected', 'INJECTED'), connector('wc', 'WALLET_CONNECT')],
      recentWallets: [],
      listing,
      order: ['injected', 'recommended', 'walletConnect'],
      maxRows: 3,
    })
    expect(entries.map((entry) => entry.id)).toEqual(['injected', 'alpha', 'beta', 'wc'])
  })

  it('shows a wallet of several namespaces once, through the active namespace', () => {
    const entries = buildConnectEntries({
      connectors: [
        connector('multi', 'INJECTED', { chain: 'eip155' }),
        connector('multi', 'INJECTED', { chain: 'solana', chains: [solana] }),
      ],
      recentWallets: [],
      listing: [],
      order,
      activeChain: 'solana',
    })
    expect(entries.map((entry) => entry.connector?.chain)).toEqual(['solana'])
  })

  it('takes a connector image from the connector, the integrator, then the wallet list', () => {
    const entries = buildConnectEntries({
      connectors: [
        connector('own', 'INJECTED', { imageUrl: 'https://img/own.png' }),
        connector('given', 'INJECTED'),
        connector('alpha', 'INJECTED', { name: 'Alpha' }),
      ],
      recentWallets: [],
      listing: [{ id: 'alpha', name: 'Alpha', imageUrl: 'https://img/alpha.png' }],
      order,
      connectorImages: { given: 'https://img/given.png' },
    })
    expect(entries.map((entry) => entry.imageUrl)).toEqual([
      'https://img/own.png',
      'https://img/given.png',
      'https://img/alpha.png',
    ])
  })
})
