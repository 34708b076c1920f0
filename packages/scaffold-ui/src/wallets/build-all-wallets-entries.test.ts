import { mainnet } from '@openappkit/common/networks'
import type { Connector } from '@openappkit/controllers'
import { describe, expect, it } from 'vitest'
import {
  buildAllWalletsEntries,
  filterWalletEntries,
  normalizeSearch,
} from './build-all-wallets-entries.ts'

const base = { chain: 'eip155' as const, chains: [mainnet] }

describe('buildAllWalletsEntries', () => {
  it('puts installed wallets first and lists each wallet once, without WalletConnect itself', () => {
    const connectors: Connector[] = [
      { ...base, id: 'wc', type: 'WALLET_CONNECT', name: 'WalletConnect' },
      { ...base, id: 'io.beta', type: 'ANNOUNCED', name: 'Beta Wallet', info: { rdns: 'io.beta' } },
      { ...base, id: 'ext', type: 'EXTERNAL', name: 'External' },
      { ...base, id: 'embedded', type: 'AUTH', name: 'Email' },
    ]
    const entries = buildAllWalletsEntries({
      connectors,
      listing: [
        { id: 'alpha', name: 'Alpha' },
        { id: 'beta', name: 'Beta', rdns: 'io.beta' },
        { id: 'external', name: 'external' },
        { id: 'custom', name: 'Duplicate custom' },
      ],
      customWallets: [{ id: 'custom', name: 'Custom' }],
    })
    expect(entries.map((entry) => [entry.id, entry.tag])).toEqual([
      ['io.beta', 'installed'],
      ['ext', undefined],
      ['custom', undefined],
      ['alpha', undefined],
    ])
  })
})

describe('buildAllWalletsEntries with featured wallets', () => {
  it('lists the featured wallets first, in the given order, and each once', () => {
    const entries = buildAllWalletsEntries({
      connectors: [],
      listing: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
        { id: 'c', name: 'C' },
      ],
      featuredWalletIds: ['c', 'missing', 'b'],
    })
    expect(entries.map((entry) => entry.id)).toEqual(['c', 'b', 'a'])
  })
})

describe('filterWalletEntries', () => {
  it('matches names ignoring case and accents', () => {
    const entries = buildAllWalletsEntries({
      connectors: [],
      listing: [
        { id: 'a', name: 'Êxodus' },
        { id: 'b', name: 'Zengo' },
      ],
    })
    expect(filterWalletEntries(entries, ' EXO ').map((entry) => entry.id)).toEqual(['a'])
    expect(filterWalletEntries(entries, '')).toHaveLength(2)
    expect(filterWalletEntries(entries, 'nothing')).toEqual([])
    expect(normalizeSearch('Ça Va')).toBe('ca va')
  })
})
