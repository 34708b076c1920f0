import { mainnet, polygon } from '@openappkit/common/networks'
import { createMemoryAdapter, createMemoryWallet } from '@openappkit/controllers/test-kit'
import { describe, expect, it } from 'vitest'
import { filterAdapterConnectors } from './filter-adapter-connectors.ts'

describe('filterAdapterConnectors', () => {
  it('hides the connectors the options turn off', () => {
    const wallet = createMemoryWallet({
      addresses: ['0x1111111111111111111111111111111111111111'],
      networks: [mainnet, polygon],
    })
    const adapter = createMemoryAdapter({ wallet })
    expect(filterAdapterConnectors(adapter, {})).toBe(adapter)
    expect(filterAdapterConnectors(adapter, { enableInjected: false }).getConnectors()).toEqual([])
  })

  it('destroy() destroys the adapter it filters: the wallet reaches its listeners no more', async () => {
    const wallet = createMemoryWallet({
      addresses: ['0x1111111111111111111111111111111111111111'],
      networks: [mainnet, polygon],
    })
    const adapter = createMemoryAdapter({ wallet })
    const filtered = filterAdapterConnectors(adapter, { enableEIP6963: false })
    await filtered.connect({ id: wallet.connectorId, type: wallet.connectorType })
    const heard: unknown[] = []
    filtered.on('chainChanged', (payload) => heard.push(payload))
    adapter.on('chainChanged', (payload) => heard.push(payload))
    filtered.destroy()
    filtered.destroy()
    wallet.switchChain(polygon.id)
    expect(heard).toEqual([])
    expect(wallet.authorized).toBe(true)
  })
})
