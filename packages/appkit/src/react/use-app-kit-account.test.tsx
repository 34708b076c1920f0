import { devnetEvm, devnetEvm2 } from '@openappkit/common/networks'
import {
  AUTH_CONNECTOR_ID,
  connect,
  createLogger,
  createMemoryStorage,
} from '@openappkit/controllers'
import { setPreferredAccountType, updateAccountState } from '@openappkit/controllers/internal'
import { createMemoryAdapter, createMemoryWallet } from '@openappkit/controllers/test-kit'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppKit } from '../instance/create-app-kit.ts'
import type { AppKit } from '../instance/types.ts'
import { ADDRESS, createMemoryAppKit, OTHER_ADDRESS, settle } from '../test-utils/memory-app-kit.ts'
import { AppKitProvider } from './app-kit-context.tsx'
import { useAppKitAccount } from './use-app-kit-account.ts'

const instances: AppKit[] = []
afterEach(() => {
  for (const instance of instances.splice(0)) instance.destroy()
})

function wrapperOf(appKit: AppKit) {
  instances.push(appKit)
  return ({ children }: { children: ReactNode }) => (
    <AppKitProvider instance={appKit}>{children}</AppKitProvider>
  )
}

/** An instance whose only wallet is the embedded one (an AUTH connector over a memory wallet). */
function createEmbeddedAppKit() {
  const wallet = createMemoryWallet({
    addresses: [ADDRESS],
    networks: [devnetEvm, devnetEvm2],
    connectorId: AUTH_CONNECTOR_ID,
    connectorType: 'AUTH',
    name: 'Embedded wallet',
  })
  return createAppKit(
    { networks: [devnetEvm, devnetEvm2], adapters: [createMemoryAdapter({ wallet })] },
    { storage: createMemoryStorage(), logger: createLogger({ level: 'silent' }) },
  )
}

async function connectThrough(appKit: AppKit, connectorId: string) {
  await act(async () => {
    await appKit.ready
    await connect(appKit.core, { connectorId })
    await settle()
  })
}

/** The account extras as text, for a server render. */
function AccountExtras() {
  const { allAccounts, embeddedWalletInfo } = useAppKitAccount()
  return <p>{`${allAccounts.length} ${embeddedWalletInfo === undefined}`}</p>
}

describe('useAppKitAccount', () => {
  it('lists every account of the connection, the one in use first; no embedded info for an extension', async () => {
    const { appKit } = createMemoryAppKit()
    const { result } = renderHook(() => useAppKitAccount({ namespace: 'eip155' }), {
      wrapper: wrapperOf(appKit),
    })
    expect(result.current).toMatchObject({ allAccounts: [], embeddedWalletInfo: undefined })
    await connectThrough(appKit, 'memory')
    expect(result.current.embeddedWalletInfo).toBeUndefined()
    expect(result.current.allAccounts).toEqual([
      { namespace: 'eip155', address: ADDRESS, type: 'eoa' },
      { namespace: 'eip155', address: OTHER_ADDRESS, type: 'eoa' },
    ])
    const before = result.current.allAccounts
    // An unrelated change (the balance) keeps the list's identity: safe as an effect dependency.
    await act(async () => {
      updateAccountState(appKit.core, { namespace: 'eip155', patch: { balance: '2' } })
      await settle()
    })
    expect(result.current.allAccounts).toBe(before)
  })

  it('gives embeddedWalletInfo while connected through the embedded wallet', async () => {
    const appKit = createEmbeddedAppKit()
    const { result } = renderHook(() => useAppKitAccount(), { wrapper: wrapperOf(appKit) })
    await connectThrough(appKit, AUTH_CONNECTOR_ID)
    await act(async () => {
      updateAccountState(appKit.core, {
        namespace: 'eip155',
        patch: {
          user: { email: 'visitor@example.com', username: 'visitor' },
          socialProvider: 'github',
          smartAccountDeployed: true,
        },
      })
      await setPreferredAccountType(appKit.core, {
        namespace: 'eip155',
        accountType: 'smartAccount',
      })
      await settle()
    })
    expect(result.current.embeddedWalletInfo).toEqual({
      user: { email: 'visitor@example.com', username: 'visitor' },
      authProvider: 'github',
      accountType: 'smartAccount',
      isSmartAccountDeployed: true,
    })
    expect(result.current.allAccounts).toEqual([
      { namespace: 'eip155', address: ADDRESS, type: 'smartAccount' },
    ])
    await act(async () => {
      updateAccountState(appKit.core, { namespace: 'eip155', patch: { socialProvider: undefined } })
      await settle()
    })
    expect(result.current.embeddedWalletInfo?.authProvider).toBe('email')
    await act(async () => {
      await appKit.disconnect()
      await settle()
    })
    expect(result.current).toMatchObject({ embeddedWalletInfo: undefined, allAccounts: [] })
  })

  it('renders on the server with the defaults', () => {
    const { appKit } = createMemoryAppKit()
    instances.push(appKit)
    const html = renderToString(
      <AppKitProvider instance={appKit}>
        <AccountExtras />
      </AppKitProvider>,
    )
    expect(html).toContain('0 true')
  })
})
