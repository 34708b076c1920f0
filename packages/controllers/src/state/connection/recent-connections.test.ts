import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../platform/services/memory-storage.ts'
import { STORAGE_KEYS } from '../../platform/storage/keys.ts'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { mainnet } from '../../test-utils/networks.ts'
import {
  addRecentConnection,
  RECENT_CONNECTIONS_LIMIT,
  restoreRecentConnections,
} from './recent-connections.ts'

describe('recent connections', () => {
  it('remembers connections newest first without duplicates, across visits', async () => {
    const storage = createMemoryStorage()
    const { core } = createTestCore({ storage })
    const google = {
      connectorId: 'AUTH',
      accounts: [{ address: '0xAAA', type: 'smartAccount' }],
      caipNetwork: mainnet,
      auth: { name: 'google' },
    }
    await addRecentConnection(core, { namespace: 'eip155', connection: google })
    await addRecentConnection(core, {
      namespace: 'eip155',
      connection: { connectorId: 'io.metamask', accounts: [{ address: '0xbbb' }] },
    })
    await addRecentConnection(core, {
      namespace: 'eip155',
      connection: { ...google, accounts: [{ address: '0xaaa', type: 'smartAccount' }] },
    })
    expect(core.state.connections.recentConnections.eip155?.map((c) => c.connectorId)).toEqual([
      'AUTH',
      'io.metamask',
    ])

    const { core: next } = createTestCore({ storage })
    await restoreRecentConnections(next)
    const [restored] = next.state.connections.recentConnections.eip155 ?? []
    expect(restored?.auth?.name).toBe('google')
    expect(restored?.caipNetwork?.id).toBe(1)
    expect(restored?.accounts).toEqual([{ address: '0xaaa', type: 'smartAccount' }])
  })

  it('keeps at most the limit', async () => {
    const { core } = createTestCore()
    for (let index = 0; index < RECENT_CONNECTIONS_LIMIT + 2; index++) {
      await addRecentConnection(core, {
        namespace: 'solana',
        connection: { connectorId: `w${index}`, accounts: [{ address: 'a' }] },
      })
    }
    expect(core.state.connections.recentConnections.solana).toHaveLength(RECENT_CONNECTIONS_LIMIT)
  })

  it('skips unreadable stored entries', async () => {
    const storage = createMemoryStorage({
      initial: {
        [STORAGE_KEYS.recentConnections]: JSON.stringify({
          eip155: [{ connectorId: '' }, { connectorId: 'ok', accounts: [{ address: '0x1' }] }],
        }),
      },
    })
    const { core } = createTestCore({ storage })
    await restoreRecentConnections(core)
    expect(core.state.connections.recentConnections.eip155).toEqual([
      {
        connectorId: 'ok',
        accounts: [{ address: '0x1' }],
        caipNetwork: undefined,
        auth: undefined,
      },
    ])
  })
})
