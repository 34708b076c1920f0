import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import { mainnet, polygon } from '@openappkit/common/networks'
import type { ChainAdapterEventName, WalletConnectEip1193Provider } from '@openappkit/controllers'
import { createFakeWalletConnectProvider } from '@openappkit/controllers/test-kit'
import { describe, expect, it } from 'vitest'
import { createUniversalAdapter } from './create-universal-adapter.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const OTHER = '0x2222222222222222222222222222222222222222'
const EVENTS: readonly ChainAdapterEventName[] = [
  'accountChanged',
  'chainChanged',
  'disconnect',
  'connectors',
]

/** The site's WalletConnect connection, with a session approved on mainnet and polygon. */
function fakeWalletConnect() {
  return createFakeWalletConnectProvider([`eip155:1:${ADDRESS}`, `eip155:137:${ADDRESS}`])
}

function adapterOver(provider: WalletConnectEip1193Provider) {
  const adapter = createUniversalAdapter({ namespace: 'eip155', networks: [mainnet, polygon] })
  adapter.setWalletConnectProvider?.(provider)
  return adapter
}

function record(adapter: ReturnType<typeof adapterOver>) {
  const heard: unknown[] = []
  for (const event of EVENTS) adapter.on(event, (payload) => heard.push(payload))
  return heard
}

const connector = { id: WALLET_CONNECT_CONNECTOR_ID, type: 'WALLET_CONNECT' } as const

describe('createUniversalAdapter: destroy()', () => {
  it('leaves the WalletConnect provider, emits nothing more, and the session lives on', async () => {
    const walletConnect = fakeWalletConnect()
    const adapter = adapterOver(walletConnect.provider)
    await adapter.connect(connector)
    const heard = record(adapter)
    adapter.destroy()
    adapter.destroy()
    expect(walletConnect.listenerCount()).toBe(0)

    const next = adapterOver(walletConnect.provider)
    expect(await next.reconnect(connector)).toMatchObject({ address: ADDRESS, chainId: 1 })
    const witnessed = record(next)
    walletConnect.fire('session_event', {
      name: 'accountsChanged',
      data: [`eip155:1:${OTHER}`],
      chainId: 'eip155:1',
    })
    walletConnect.fire('session_event', { name: 'chainChanged', data: 137, chainId: 'eip155:137' })
    walletConnect.fire('disconnect', undefined)
    expect(witnessed).toEqual([
      { address: OTHER, connectorId: WALLET_CONNECT_CONNECTOR_ID },
      { chainId: 137 },
      { connectorId: WALLET_CONNECT_CONNECTOR_ID },
    ])
    expect(heard).toEqual([])
  })

  it('follows only the newest WalletConnect provider it is given, and none once destroyed', () => {
    const first = fakeWalletConnect()
    const second = fakeWalletConnect()
    const adapter = adapterOver(first.provider)
    adapter.setWalletConnectProvider?.(second.provider)
    expect(first.listenerCount()).toBe(0)
    expect(second.listenerCount()).toBe(3)
    adapter.destroy()
    adapter.setWalletConnectProvider?.(first.provider)
    expect(first.listenerCount() + second.listenerCount()).toBe(0)
  })
})
