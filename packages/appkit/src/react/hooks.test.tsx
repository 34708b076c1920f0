import { connect } from '@openappkit/controllers'
import { sendEvent } from '@openappkit/controllers/internal'
import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppKit } from '../instance/types.ts'
import { ADDRESS, createMemoryAppKit, networks, settle } from '../test-utils/memory-app-kit.ts'
import { AppKitProvider } from './app-kit-context.tsx'
import { useAppKit } from './use-app-kit.ts'
import { useAppKitAccount } from './use-app-kit-account.ts'
import { useAppKitBalance } from './use-app-kit-balance.ts'
import { useAppKitEvents } from './use-app-kit-events.ts'
import { useAppKitNetwork } from './use-app-kit-network.ts'
import { useAppKitProvider } from './use-app-kit-provider.ts'
import { useAppKitState } from './use-app-kit-state.ts'
import { useAppKitTheme } from './use-app-kit-theme.ts'
import { useDisconnect } from './use-disconnect.ts'
import { useWalletInfo } from './use-wallet-info.ts'

const instances: AppKit[] = []

function setup() {
  const result = createMemoryAppKit()
  instances.push(result.appKit)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitProvider instance={result.appKit}>{children}</AppKitProvider>
  )
  return { ...result, wrapper }
}

afterEach(() => {
  // Unmount the hooks before their instance goes away.
  cleanup()
  for (const instance of instances.splice(0)) instance.destroy()
})

async function connectMemory(appKit: AppKit) {
  await act(async () => {
    await appKit.ready
    await connect(appKit.core, { connectorId: 'memory' })
    await settle()
  })
}

/** Opens and closes the modal and shows whether it is open. */
function Page() {
  const { open, close } = useAppKit()
  const { open: isOpen } = useAppKitState()
  return (
    <>
      <button type="button" onClick={() => void open({ view: 'Networks' })}>
        Open
      </button>
      <button type="button" onClick={() => void close()}>
        Close
      </button>
      <output>{isOpen ? 'open' : 'closed'}</output>
    </>
  )
}

describe('React hooks', () => {
  it('useAppKitAccount, useWalletInfo and useAppKitProvider follow the connection', async () => {
    const { appKit, wallet, wrapper } = setup()
    const { result } = renderHook(
      () => ({
        account: useAppKitAccount(),
        evm: useAppKitAccount({ namespace: 'eip155' }),
        solana: useAppKitAccount({ namespace: 'solana' }),
        wallet: useWalletInfo(),
        provider: useAppKitProvider('eip155'),
      }),
      { wrapper },
    )
    expect(result.current.account).toMatchObject({ isConnected: false, status: 'disconnected' })
    expect(result.current.provider.walletProvider).toBeUndefined()
    await connectMemory(appKit)
    expect(result.current.account).toMatchObject({
      address: ADDRESS,
      caipAddress: `eip155:31337:${ADDRESS}`,
      isConnected: true,
      status: 'connected',
    })
    expect(result.current.evm.address).toBe(ADDRESS)
    expect(result.current.solana.isConnected).toBe(false)
    expect(result.current.wallet.walletInfo).toEqual(appKit.getWalletInfo())
    expect(result.current.provider.walletProvider).toBe(wallet)
  })

  it('useAppKitNetwork switches and reports the network', async () => {
    const { appKit, wrapper } = setup()
    const { result } = renderHook(() => useAppKitNetwork(), { wrapper })
    expect(result.current.chainId).toBe(31337)
    await connectMemory(appKit)
    await act(async () => {
      await result.current.switchNetwork(networks[1])
      await settle()
    })
    expect(result.current).toMatchObject({ chainId: 31338, caipNetworkId: 'eip155:31338' })
    expect(result.current.caipNetwork?.name).toBe(networks[1].name)
  })

  it('useAppKit opens and closes the modal, useAppKitState reports it', async () => {
    const { appKit, wrapper } = setup()
    const user = userEvent.setup()
    render(<Page />, { wrapper })
    expect(screen.getByRole('status')).toHaveTextContent('closed')
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(await screen.findByText('open')).toBeInTheDocument()
    // The click's open() loads the modal's chunk without the test waiting for it: wait here (open
    // again shares that load), so the file never ends with the import still in flight.
    await act(async () => {
      await appKit.open({ view: 'Networks' })
    })
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(await screen.findByText('closed')).toBeInTheDocument()
  })

  it('useDisconnect disconnects, useAppKitBalance fetches the balance', async () => {
    const { appKit, wrapper } = setup()
    const { result } = renderHook(
      () => ({ account: useAppKitAccount(), ...useDisconnect(), ...useAppKitBalance() }),
      { wrapper },
    )
    await connectMemory(appKit)
    expect(await result.current.fetchBalance()).toMatchObject({
      data: { balance: '1.5', symbol: 'ETH' },
    })
    await act(async () => {
      await result.current.disconnect({ namespace: 'eip155' })
      await settle()
    })
    expect(result.current.account.isConnected).toBe(false)
  })

  it('useAppKitTheme reads and sets the theme, useAppKitEvents shows the latest event', async () => {
    const { appKit, wrapper } = setup()
    const { result } = renderHook(() => ({ theme: useAppKitTheme(), events: useAppKitEvents() }), {
      wrapper,
    })
    expect(result.current.theme.themeMode).toBe('dark')
    await act(async () => {
      result.current.theme.setThemeMode('light')
      result.current.theme.setThemeVariables({ '--w3m-accent': '#0f0' })
      await sendEvent(appKit.core, { type: 'track', event: 'CUSTOM_EVENT' })
      await settle()
    })
    expect(result.current.theme).toMatchObject({
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#0f0' },
    })
    expect(result.current.events.data).toEqual({ type: 'track', event: 'CUSTOM_EVENT' })
    expect(typeof result.current.events.timestamp).toBe('number')
  })

  it('falls back to the last created instance without a provider, and follows a new one', async () => {
    const first = setup()
    const { result } = renderHook(() => useAppKitAccount())
    await connectMemory(first.appKit)
    expect(result.current.address).toBe(ADDRESS)
    const second = setup()
    await act(async () => {
      await settle()
    })
    expect(result.current.isConnected).toBe(false)
    await connectMemory(second.appKit)
    expect(result.current.isConnected).toBe(true)
  })

  it('prefers the provider instance over the last created one', async () => {
    const first = setup()
    setup()
    await connectMemory(first.appKit)
    const { result } = renderHook(() => useAppKitAccount(), { wrapper: first.wrapper })
    expect(result.current.address).toBe(ADDRESS)
  })
})
