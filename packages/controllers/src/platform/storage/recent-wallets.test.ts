import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../services/memory-storage.ts'
import { STORAGE_KEYS } from './keys.ts'
import { prependRecentWallet, readRecentWallets, writeRecentWallets } from './recent-wallets.ts'

describe('recent wallets', () => {
  it('keeps at most 2, newest first, without duplicates', () => {
    let list = prependRecentWallet([], { id: 'a' })
    list = prependRecentWallet(list, { id: 'b' })
    list = prependRecentWallet(list, { id: 'a' })
    expect(list.map((wallet) => wallet.id)).toEqual(['a', 'b'])
    list = prependRecentWallet(list, { id: 'c' })
    expect(list.map((wallet) => wallet.id)).toEqual(['c', 'a'])
  })

  it('round-trips through storage and skips unreadable entries', async () => {
    const storage = createMemoryStorage()
    await writeRecentWallets({ storage }, [{ id: 'a', name: 'Alpha' }])
    expect(await readRecentWallets({ storage })).toEqual([{ id: 'a', name: 'Alpha' }])

    await storage.setItem(
      STORAGE_KEYS.recentWallets,
      JSON.stringify([{ id: '' }, 42, { id: 'x' }, { id: 'x' }, { id: 'y' }, { id: 'z' }]),
    )
    expect((await readRecentWallets({ storage })).map((wallet) => wallet.id)).toEqual(['x', 'y'])
  })

  it("keeps a wallet's other fields and skips one whose name or image is not a string", async () => {
    const storage = createMemoryStorage()
    await storage.setItem(
      STORAGE_KEYS.recentWallets,
      JSON.stringify([
        { id: 'a', name: 1 },
        { id: 'b', imageUrl: null },
        { id: 'c', rdns: 'x.c' },
      ]),
    )
    expect(await readRecentWallets({ storage })).toEqual([{ id: 'c', rdns: 'x.c' }])
  })

  it('reads corrupt storage as an empty list', async () => {
    const storage = createMemoryStorage({ initial: { [STORAGE_KEYS.recentWallets]: 'nope' } })
    expect(await readRecentWallets({ storage })).toEqual([])
  })
})
