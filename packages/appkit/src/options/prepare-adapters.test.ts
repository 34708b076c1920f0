import { mainnet, solana } from '@openappkit/common/networks'
import type { ChainAdapter } from '@openappkit/controllers'
import { createMemoryAdapter, createMemoryWallet } from '@openappkit/controllers/test-kit'
import { describe, expect, it } from 'vitest'
import { prepareAdapters } from './prepare-adapters.ts'

describe('prepareAdapters', () => {
  it('adds a universal adapter for each namespace without one, once a relay is set', () => {
    const wallet = createMemoryWallet({
      addresses: ['0x000000000000000000000000000000000000dEaD'],
      networks: [mainnet],
      connectorId: 'memory',
      connectorType: 'ANNOUNCED',
      name: 'Memory Wallet',
    })
    const evm = createMemoryAdapter({ wallet, adapterType: 'wagmi' })
    const adapters = prepareAdapters(
      { networks: [mainnet, solana], relayUrl: 'ws://127.0.0.1:8555' },
      [evm],
    )
    expect(adapters.map((adapter) => [adapter.namespace, adapter.adapterType])).toEqual([
      ['eip155', evm.adapterType],
      ['solana', 'universal'],
    ])
  })

  it('gives each adapter the site networks of its namespace (new EthersAdapter() has none)', () => {
    const given: unknown[] = []
    const adapter = {
      namespace: 'eip155',
      adapterType: 'ethers',
      setNetworks: (networks: unknown[]) => given.push(networks),
    } as unknown as ChainAdapter
    prepareAdapters({ networks: [mainnet, solana] }, [adapter])
    expect(given).toEqual([[mainnet]])
  })

  it('adds one for a projectId alone too: WalletConnect then runs on the WalletConnect network', () => {
    const adapters = prepareAdapters({ networks: [mainnet, solana], projectId: 'abc' }, [])
    expect(adapters.map((adapter) => [adapter.namespace, adapter.adapterType])).toEqual([
      ['eip155', 'universal'],
      ['solana', 'universal'],
    ])
  })

  it('adds nothing without WalletConnect: there would be no way to reach the wallet', () => {
    expect(prepareAdapters({ networks: [mainnet, solana] }, [])).toEqual([])
    expect(prepareAdapters({ networks: [mainnet], projectId: '' }, [])).toEqual([])
    const off = { networks: [mainnet], projectId: 'abc', enableWalletConnect: false } as const
    expect(prepareAdapters(off, [])).toEqual([])
  })
})
