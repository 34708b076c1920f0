import { createRequire } from 'node:module'
import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import { connect, createLogger, createMemoryStorage } from '@openappkit/controllers'
import { createDevnetTestWallet } from '@openappkit/testing'
import {
  createWalletConnectTestWallet,
  MemoryKeyValueStorage,
  type WalletConnectTestWallet,
} from '@openappkit/testing/walletconnect'
import { act, renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { createAppKit } from '../src/instance/create-app-kit.ts'
import type { AppKit } from '../src/instance/types.ts'
import { AppKitProvider } from '../src/react/app-kit-context.tsx'
import { useDisconnect } from '../src/react/use-disconnect.ts'
import { devnetSetup, memoryStorage } from './devnet-wallet.ts'

const RDNS = 'org.openappkit.appkit-beside-walletconnect'

// A visitor with a phone paired over WalletConnect and a browser wallet in use beside it, on a
// real relay: ending the phone's connection ends its session in the wallet, not only in the list.
describe('useDisconnect({ id }) of a WalletConnect connection that is not the one in use', () => {
  const { wallet: browserWallet, networks } = devnetSetup(4, RDNS)
  const { wallet: phoneKeys } = createDevnetTestWallet({
    manifest: inject('devnetManifest'),
    firstAccount: 6,
    announceTarget: null,
  })
  let phone: WalletConnectTestWallet
  let appKit: AppKit

  beforeAll(async () => {
    // The WalletConnect clients' sockets are Node's (the `ws` package) as in the walletconnect
    // package's tests: happy-dom's WebSocket does not reach a relay on another port.
    vi.stubGlobal('WebSocket', createRequire(import.meta.url)('ws'))
    phone = await createWalletConnectTestWallet({
      relayUrl: inject('relayUrl'),
      wallet: phoneKeys,
      chainIds: networks.map((network) => Number(network.id)),
      autoApprove: true,
    })
    appKit = createAppKit(
      {
        networks: [...networks],
        adapters: [createWagmiAdapter({ networks: [...networks], storage: memoryStorage() })],
        relayUrl: inject('relayUrl'),
      },
      {
        storage: createMemoryStorage(),
        logger: createLogger({ level: 'silent' }),
        // happy-dom has no IndexedDB, the WalletConnect client's own storage.
        walletConnectStorage: new MemoryKeyValueStorage(),
      },
    )
    // The phone reads every pairing URI the page shows.
    appKit.subscribeWalletConnectUri((uri) => {
      if (uri) void phone.pair(uri)
    })
    await appKit.ready
  })

  afterAll(async () => {
    appKit?.destroy()
    await phone?.close()
  })

  it('ends the session on the phone, keeps the browser wallet in use', async () => {
    await connect(appKit.core, { connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(appKit.getAddress()).toBe(phoneKeys.address)
    expect(phone.sessions()).toHaveLength(1)
    await connect(appKit.core, { connectorId: RDNS })
    expect(appKit.getAddress()).toBe(browserWallet.address)
    const listed = () =>
      appKit.core.state.connections.connections.eip155?.map(({ connectorId }) => connectorId)
    expect(listed()).toEqual([RDNS, WALLET_CONNECT_CONNECTOR_ID])

    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(AppKitProvider, { instance: appKit }, children)
    const { result } = renderHook(() => useDisconnect(), { wrapper })
    const [topic] = phone.sessions().map((session) => session.topic)
    await act(() => result.current.disconnect({ id: WALLET_CONNECT_CONNECTOR_ID }))

    expect(listed()).toEqual([RDNS])
    expect(appKit.getAddress()).toBe(browserWallet.address)
    await expect.poll(() => phone.endedByDapp, { timeout: 10_000 }).toEqual([topic])
    expect(phone.sessions()).toEqual([])
  })
})
