import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import { mainnet, polygon } from '@openappkit/common/networks'
import type { ChainAdapterEventName, WalletConnectEip1193Provider } from '@openappkit/controllers'
import { createFakeWalletConnectProvider } from '@openappkit/controllers/test-kit'
import { describe, expect, it } from 'vitest'
import { createLazyUniversalAdapter } from './lazy-universal-adapter.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const EVENTS: readonly ChainAdapterEventName[] = [
  'accountChanged',
  'chainChanged',
  'disconnect',
  'connectors',
]
const connector = { id: WALLET_CONNECT_CONNECTOR_ID, type: 'WALLET_CONNECT' } as const

/** The site's WalletConnect connection, with a session approved on mainnet. */
function fakeWalletConnect() {
  return createFakeWalletConnectProvider([`eip155:1:${ADDRESS}`])
}

function lazyOver(provider: WalletConnectEip1193Provider) {
  const adapter = createLazyUniversalAdapter({ namespace: 'eip155', networks: [mainnet, polygon] })
  adapter.setWalletConnectProvider?.(provider)
  const heard: unknown[] = []
  for (const event of EVENTS) adapter.on(event, (payload) => heard.push(payload))
  return { adapter, heard }
}

describe('createLazyUniversalAdapter: destroy()', () => {
  it('destroys the loaded adapter: it leaves WalletConnect and nothing is emitted', async () => {
    const walletConnect = fakeWalletConnect()
    const { adapter, heard } = lazyOver(walletConnect.provider)
    await adapter.connect(connector)
    expect(walletConnect.listenerCount()).toBeGreaterThan(0)
    adapter.destroy()
    adapter.destroy()
    expect(walletConnect.listenerCount()).toBe(0)
    walletConnect.fire('session_event', { name: 'chainChanged', data: 137, chainId: 'eip155:137' })
    walletConnect.fire('disconnect', undefined)
    adapter.setWalletConnectProvider?.(walletConnect.provider)
    expect(heard).toEqual([])
  })

  it('destroys an adapter whose code arrives after destroy(), and the session lives on', async () => {
    const walletConnect = fakeWalletConnect()
    const { adapter, heard } = lazyOver(walletConnect.provider)
    const connecting = adapter.connect(connector)
    adapter.destroy()
    await connecting
    expect(walletConnect.listenerCount()).toBe(0)
    walletConnect.fire('disconnect', undefined)
    expect(heard).toEqual([])
    const next = lazyOver(walletConnect.provider)
    expect(await next.adapter.reconnect(connector)).toMatchObject({ address: ADDRESS })
  })
})
