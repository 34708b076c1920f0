import { connect } from '@openappkit/controllers'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { networks, settle } from '../test-utils/memory-app-kit.ts'
import { createProvidedAppKit } from '../test-utils/provided-app-kit.tsx'
import { useAppKit } from './use-app-kit.ts'
import { useAppKitNetworkCore } from './use-app-kit-network-core.ts'
import { useAppKitProvider } from './use-app-kit-provider.ts'

function setup() {
  const result = createProvidedAppKit()
  const { wrapper } = result
  return { ...result, wrapper }
}

describe('useAppKitProvider, useAppKitNetworkCore, useAppKit', () => {
  it('useAppKitProvider gives the provider and the type of the connector in use', async () => {
    const { appKit, wallet, wrapper } = setup()
    const { result } = renderHook(() => useAppKitProvider('eip155'), { wrapper })
    expect(result.current).toEqual({ walletProvider: undefined, walletProviderType: undefined })
    await act(async () => {
      await appKit.ready
      await connect(appKit.core, { connectorId: 'memory' })
      await settle()
    })
    expect(result.current).toEqual({ walletProvider: wallet, walletProviderType: 'ANNOUNCED' })
  })

  it('useAppKitNetworkCore reports the ids of the active network only', async () => {
    const { appKit, wrapper } = setup()
    const { result } = renderHook(() => useAppKitNetworkCore(), { wrapper })
    expect(result.current).toEqual({ caipNetworkId: 'eip155:31337', chainId: 31337 })
    await act(async () => {
      await appKit.ready
      await connect(appKit.core, { connectorId: 'memory' })
      await appKit.switchNetwork(networks[1])
      await settle()
    })
    expect(result.current).toEqual({ caipNetworkId: 'eip155:31338', chainId: 31338 })
  })

  it('useAppKit opens a view with its data', async () => {
    const { appKit, wrapper } = setup()
    const { result } = renderHook(() => useAppKit(), { wrapper })
    await act(async () => {
      await result.current.open({ view: 'SwitchNetwork', data: { network: networks[1] } })
    })
    expect(appKit.core.state.router.view).toBe('SwitchNetwork')
    expect(appKit.core.state.router.data?.network?.id).toBe(networks[1].id)
    await act(async () => {
      await result.current.close()
    })
    expect(appKit.getState().open).toBe(false)
  })
})
