import { connect } from '@openappkit/controllers'
import { restoreRecentConnections } from '@openappkit/controllers/internal'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ADDRESS, OTHER_ADDRESS, settle } from '../test-utils/memory-app-kit.ts'
import { createProvidedAppKit } from '../test-utils/provided-app-kit.tsx'
import { useAppKitAccount } from './use-app-kit-account.ts'
import { useAppKitConnections } from './use-app-kit-connections.ts'

function setup() {
  const result = createProvidedAppKit()
  const { wrapper } = result
  const hook = renderHook(
    () => ({ account: useAppKitAccount(), ...useAppKitConnections('eip155') }),
    { wrapper },
  )
  return { ...result, hook }
}

async function run(action: () => Promise<unknown>) {
  await act(async () => {
    await action()
    await settle()
  })
}

describe('useAppKitConnections', () => {
  it('lists the open connection with its wallet, then the remembered one after a disconnect', async () => {
    const { appKit, hook } = setup()
    expect(hook.result.current).toMatchObject({ connections: [], recentConnections: [] })
    await run(async () => {
      await appKit.ready
      await connect(appKit.core, { connectorId: 'memory' })
    })
    expect(hook.result.current.connections).toEqual([
      {
        connectorId: 'memory',
        name: 'Memory Wallet',
        icon: undefined,
        accounts: [{ address: ADDRESS }, { address: OTHER_ADDRESS }],
        caipNetwork: expect.objectContaining({ caipNetworkId: 'eip155:31337' }),
        auth: undefined,
      },
    ])
    // The open connection is not listed again as a recent one.
    expect(hook.result.current.recentConnections).toEqual([])
    await run(() => appKit.disconnect())
    expect(hook.result.current.connections).toEqual([])
    expect(hook.result.current.recentConnections.map((item) => item.connectorId)).toEqual([
      'memory',
    ])
  })

  it('switches to another account of the open connection', async () => {
    const { appKit, hook, wallet } = setup()
    await run(async () => {
      await appKit.ready
      await connect(appKit.core, { connectorId: 'memory' })
    })
    const prompt = vi.spyOn(wallet, 'prompt')
    const [connection] = hook.result.current.connections
    await run(() =>
      hook.result.current.switchConnection({
        connection: connection as NonNullable<typeof connection>,
        address: OTHER_ADDRESS,
      }),
    )
    expect(hook.result.current.account.address).toBe(OTHER_ADDRESS)
    expect(prompt).not.toHaveBeenCalled()
  })

  it('reconnects a remembered connection, and forgets one in state and storage', async () => {
    const { appKit, hook } = setup()
    await run(async () => {
      await appKit.ready
      await connect(appKit.core, { connectorId: 'memory' })
    })
    await run(() => appKit.disconnect())
    const [recent] = hook.result.current.recentConnections
    const remembered = recent as NonNullable<typeof recent>
    await run(() => hook.result.current.switchConnection({ connection: remembered }))
    expect(hook.result.current.account.address).toBe(ADDRESS)
    await run(() => appKit.disconnect())
    await run(() =>
      hook.result.current.deleteRecentConnection({ connectorId: 'memory', address: ADDRESS }),
    )
    expect(hook.result.current.recentConnections).toEqual([])
    await run(() => restoreRecentConnections(appKit.core))
    expect(appKit.core.state.connections.recentConnections.eip155).toEqual([])
  })
})
