import { connect } from '@openappkit/controllers'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AppKit } from '../instance/types.ts'
import { ADDRESS, settle } from '../test-utils/memory-app-kit.ts'
import { createProvidedAppKit } from '../test-utils/provided-app-kit.tsx'
import { useAppKitAccount } from './use-app-kit-account.ts'
import { useDisconnect } from './use-disconnect.ts'

function setup() {
  const result = createProvidedAppKit()
  const { wrapper } = result
  const hook = renderHook(() => ({ account: useAppKitAccount(), ...useDisconnect() }), {
    wrapper,
  })
  return { ...result, hook }
}

async function connectMemory(appKit: AppKit) {
  await act(async () => {
    await appKit.ready
    await connect(appKit.core, { connectorId: 'memory' })
    await settle()
  })
}

describe('useDisconnect', () => {
  it('disconnects every namespace without options', async () => {
    const { appKit, wallet, hook } = setup()
    await connectMemory(appKit)
    await act(async () => {
      await hook.result.current.disconnect()
      await settle()
    })
    expect(hook.result.current.account.isConnected).toBe(false)
    expect(wallet.authorized).toBe(false)
  })

  it('with an id, ends that connector only', async () => {
    const { appKit, wallet, hook } = setup()
    await connectMemory(appKit)
    await act(async () => {
      await hook.result.current.disconnect({ id: 'another-wallet' })
      await settle()
    })
    expect(hook.result.current.account.address).toBe(ADDRESS)
    await act(async () => {
      await hook.result.current.disconnect({ id: 'memory', namespace: 'eip155' })
      await settle()
    })
    expect(hook.result.current.account.isConnected).toBe(false)
    expect(wallet.authorized).toBe(false)
  })

  it('with an id of a connection beside the one in use, closes it and keeps the account', async () => {
    const { appKit, hook } = setup()
    await connectMemory(appKit)
    const live = appKit.core.state.connections.connections.eip155 ?? []
    appKit.core.state.connections.connections.eip155 = [
      ...live,
      {
        connectorId: 'second',
        accounts: [{ address: '0x3333333333333333333333333333333333333333' }],
      },
    ]
    await act(async () => {
      await hook.result.current.disconnect({ id: 'second' })
      await settle()
    })
    expect(hook.result.current.account.address).toBe(ADDRESS)
    expect(
      appKit.core.state.connections.connections.eip155?.map((item) => item.connectorId),
    ).toEqual(['memory'])
  })
})
