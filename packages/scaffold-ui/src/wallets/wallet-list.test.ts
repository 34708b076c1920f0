import { createState } from '@openappkit/controllers/internal'
import { describe, expect, it, vi } from 'vitest'
import type { ModalContextValue, ScaffoldState } from '../context/types.ts'
import type { WalletListing, WalletListSource } from './types.ts'
import { createWalletListState, loadWalletList, sanitizeWalletList } from './wallet-list.ts'

function contextWith(wallets: WalletListSource) {
  const scaffold = createState<ScaffoldState>({
    walletConnectUri: undefined,
    walletList: createWalletListState(wallets),
  })
  return { options: { wallets }, scaffold } as unknown as ModalContextValue
}

describe('wallet list', () => {
  it('keeps entries with an id and a name, once each', () => {
    expect(
      sanitizeWalletList([
        { id: 'a', name: 'A' },
        { id: 'a', name: 'Again' },
        { id: '', name: 'No id' },
        { id: 'b' },
        null,
        'text',
        { id: 'c', name: 'C', imageUrl: 'https://x/c.png' },
      ]),
    ).toEqual([
      { id: 'a', name: 'A' },
      { id: 'c', name: 'C', imageUrl: 'https://x/c.png' },
    ])
  })

  it('is ready at once for an array and loads a loader once, sharing concurrent calls', async () => {
    expect(createWalletListState([{ id: 'a', name: 'A' }]).status).toBe('ready')
    expect(createWalletListState(undefined)).toEqual({
      status: 'ready',
      wallets: [],
      error: undefined,
    })
    const loader = vi.fn(async (): Promise<WalletListing[]> => [{ id: 'a', name: 'A' }])
    const context = contextWith(loader)
    expect(context.scaffold.walletList.status).toBe('idle')
    const first = loadWalletList(context)
    expect(context.scaffold.walletList.status).toBe('loading')
    await Promise.all([first, loadWalletList(context)])
    await loadWalletList(context)
    expect(loader).toHaveBeenCalledTimes(1)
    expect(context.scaffold.walletList).toEqual({
      status: 'ready',
      wallets: [{ id: 'a', name: 'A' }],
      error: undefined,
    })
  })

  it('records a failure and loads again on the next call', async () => {
    const loader = vi
      .fn<() => Promise<WalletListing[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce([{ id: 'a', name: 'A' }])
    const context = contextWith(loader)
    await loadWalletList(context)
    expect(context.scaffold.walletList.status).toBe('error')
    expect(context.scaffold.walletList.error).toBe('offline')
    await loadWalletList(context)
    expect(context.scaffold.walletList.status).toBe('ready')
    expect(loader).toHaveBeenCalledTimes(2)
  })
})
