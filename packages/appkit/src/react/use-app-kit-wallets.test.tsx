import { builtInWallets } from '@openappkit/common/wallets'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../instance/types.ts'
import { ADDRESS, createMemoryAppKit, settle } from '../test-utils/memory-app-kit.ts'
import { AppKitProvider } from './app-kit-context.tsx'
import { headlessWalletsOf } from './headless-wallets.ts'
import { useAppKitWallets, WALLETS_PAGE_SIZE } from './use-app-kit-wallets.ts'

const instances: AppKit[] = []
afterEach(() => {
  for (const instance of instances.splice(0)) instance.destroy()
})

const customWallets = Array.from({ length: WALLETS_PAGE_SIZE + 5 }, (_, index) => ({
  id: `wallet-${index}`,
  name: index === 3 ? 'Zebra Wallet' : `Wallet ${index}`,
  mobileLink: `wallet${index}://`,
}))

function setup() {
  const result = createMemoryAppKit({ customWallets, featuredWalletIds: ['wallet-7'] })
  instances.push(result.appKit)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitProvider instance={result.appKit}>{children}</AppKitProvider>
  )
  const hook = renderHook(() => useAppKitWallets(), { wrapper })
  return { ...result, hook }
}

async function run(action: () => Promise<unknown>) {
  await act(async () => {
    await action()
    await settle()
  })
}

describe('useAppKitWallets', () => {
  it('lists the installed wallet first, then featured and other listings', async () => {
    const { appKit, hook } = setup()
    await run(() => appKit.ready)
    const { wallets, isInitialized } = hook.result.current
    expect(isInitialized).toBe(true)
    expect(wallets[0]).toEqual({
      id: 'memory',
      name: 'Memory Wallet',
      imageUrl: undefined,
      connectors: [{ id: 'memory', chain: 'eip155', rdns: undefined }],
      walletInfo: {},
      isInjected: true,
      isRecent: false,
    })
    expect(wallets.map((wallet) => wallet.id)).toEqual([
      'memory',
      'wallet-7',
      'wallet-0',
      'wallet-1',
      'wallet-2',
    ])
    expect(wallets[1]).toMatchObject({ isInjected: false, connectors: [] })
    expect(wallets[1]?.walletInfo.mobileLink).toBe('wallet7://')
  })

  it('pages and searches the WalletConnect wallets: custom ones, then the built-in catalogue', async () => {
    const { hook } = setup()
    await run(() => hook.result.current.fetchWallets())
    // No api: the kit's own catalogue follows the custom wallets (its EVM wallets here).
    const builtIn = builtInWallets.filter((wallet) => wallet.namespaces.includes('eip155'))
    expect(hook.result.current).toMatchObject({
      page: 1,
      count: customWallets.length + builtIn.length,
      isFetchingWallets: false,
    })
    expect(hook.result.current.wcWallets).toHaveLength(WALLETS_PAGE_SIZE)
    await run(() => hook.result.current.fetchWallets({ page: 2 }))
    expect(hook.result.current.wcWallets).toHaveLength(WALLETS_PAGE_SIZE * 2)
    expect(hook.result.current.wcWallets[WALLETS_PAGE_SIZE + 5]?.name).toBe(builtIn[0]?.name)
    await run(() => hook.result.current.fetchWallets({ query: 'zebra' }))
    expect(hook.result.current.count).toBe(1)
    expect(hook.result.current.wcWallets.map((wallet) => wallet.name)).toEqual(['Zebra Wallet'])
  })

  it('connects an installed wallet with one prompt and without opening the modal', async () => {
    const { appKit, hook, wallet } = setup()
    await run(() => appKit.ready)
    const prompt = vi.spyOn(wallet, 'prompt')
    const memory = hook.result.current.wallets[0]
    let pending: Promise<void> | undefined
    act(() => {
      pending = hook.result.current.connect(memory as NonNullable<typeof memory>)
    })
    // Set before the wallet is asked (the hook re-renders with it on the next notification).
    expect(headlessWalletsOf(appKit).connectingWallet?.id).toBe('memory')
    await run(async () => pending)
    expect(prompt).toHaveBeenCalledTimes(1)
    expect(appKit.getAddress()).toBe(ADDRESS)
    expect(appKit.getState().open).toBe(false)
    expect(hook.result.current.connectingWallet).toBeUndefined()
    // Recent now: listed first and marked.
    expect(hook.result.current.wallets[0]).toMatchObject({ id: 'memory', isRecent: true })
  })

  it('refuses a WalletConnect wallet when the site has no WalletConnect', async () => {
    const { appKit, hook } = setup()
    await run(() => appKit.ready)
    const listed = hook.result.current.wallets[1]
    await expect(hook.result.current.connect(listed as NonNullable<typeof listed>)).rejects.toThrow(
      'Connector not found: wallet-7',
    )
    expect(hook.result.current.connectingWallet).toBeUndefined()
  })

  it('shows the instance pairing URI, and resets it', async () => {
    const { appKit } = setup()
    let uri: string | undefined = 'wc:pairing@2'
    const listeners = new Set<() => void>()
    Object.assign(appKit, {
      getWalletConnectUri: () => uri,
      subscribeWalletConnectUri(listener: () => void) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      resetWalletConnectUri() {
        uri = undefined
        for (const listener of listeners) listener()
      },
    })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppKitProvider instance={appKit}>{children}</AppKitProvider>
    )
    const { result } = renderHook(() => useAppKitWallets(), { wrapper })
    expect(result.current.wcUri).toBe('wc:pairing@2')
    act(() => result.current.resetWcUri())
    expect(result.current.wcUri).toBeUndefined()
  })
})
