import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../platform/services/memory-storage.ts'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { addRecentWallet } from './add-recent-wallet.ts'
import { restoreRecentWallets } from './restore-recent-wallets.ts'

describe('addRecentWallet', () => {
  it('keeps at most 2, newest first, without duplicates, across visits', async () => {
    const storage = createMemoryStorage()
    const { core } = createTestCore({ storage })
    await addRecentWallet(core, { wallet: { id: 'a', name: 'A' } })
    await addRecentWallet(core, { wallet: { id: 'b', name: 'B' } })
    await addRecentWallet(core, { wallet: { id: 'a', name: 'A' } })
    await addRecentWallet(core, { wallet: { id: 'c', name: 'C' } })
    expect(core.state.connectors.recentWallets.map((wallet) => wallet.id)).toEqual(['c', 'a'])

    const { core: next } = createTestCore({ storage })
    expect(next.state.connectors.recentWallets).toEqual([])
    await restoreRecentWallets(next)
    expect(next.state.connectors.recentWallets.map((wallet) => wallet.id)).toEqual(['c', 'a'])
  })
})
