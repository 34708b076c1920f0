import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../platform/services/memory-storage.ts'
import { STORAGE_KEYS } from '../../platform/storage/keys.ts'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { getStoredConnectorIds, setActiveConnectorId } from './set-active-connector-id.ts'

describe('setActiveConnectorId', () => {
  it('sets and remembers the connector per namespace, and forgets it', async () => {
    const storage = createMemoryStorage()
    const { core } = createTestCore({ storage })
    await setActiveConnectorId(core, { namespace: 'eip155', connectorId: 'io.metamask' })
    await setActiveConnectorId(core, { namespace: 'solana', connectorId: 'phantom' })
    expect(core.state.connectors.activeConnectorIds).toEqual({
      eip155: 'io.metamask',
      solana: 'phantom',
    })
    expect(await getStoredConnectorIds(core)).toEqual({ eip155: 'io.metamask', solana: 'phantom' })
    await setActiveConnectorId(core, { namespace: 'eip155', connectorId: undefined })
    expect(core.state.connectors.activeConnectorIds).toEqual({ solana: 'phantom' })
    expect(JSON.parse((await storage.getItem(STORAGE_KEYS.connectedConnectorIds)) ?? '')).toEqual({
      solana: 'phantom',
    })
  })

  it('reads foreign storage as no connectors', async () => {
    const storage = createMemoryStorage({
      initial: { [STORAGE_KEYS.connectedConnectorIds]: '[1,2]' },
    })
    const { core } = createTestCore({ storage })
    expect(await getStoredConnectorIds(core)).toEqual({})
  })
})
