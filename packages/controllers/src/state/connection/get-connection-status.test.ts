import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { setCaipAddress } from '../chain/set-caip-address.ts'
import { setActiveConnectorId } from '../connector/set-active-connector-id.ts'
import { getConnectionStatus } from './get-connection-status.ts'
import { parseConnectionStatus } from './parse-connection-status.ts'
import { setConnections } from './set-connections.ts'
import type { Connection } from './types.ts'

const metamask: Connection = { connectorId: 'io.metamask', accounts: [{ address: '0xAbC' }] }
const rabby: Connection = { connectorId: 'io.rabby', accounts: [{ address: '0xdef' }] }

describe('getConnectionStatus', () => {
  it('is active for the connection in use, connected for other open ones, else disconnected', async () => {
    const { core } = createTestCore()
    setConnections(core, { namespace: 'eip155', connections: [metamask, rabby] })
    await setActiveConnectorId(core, { namespace: 'eip155', connectorId: 'io.metamask' })
    setCaipAddress(core, { namespace: 'eip155', caipAddress: 'eip155:1:0xabc' })
    expect(getConnectionStatus(core, { connection: metamask, namespace: 'eip155' })).toBe('active')
    expect(getConnectionStatus(core, { connection: rabby, namespace: 'eip155' })).toBe('connected')
    expect(
      getConnectionStatus(core, {
        connection: { connectorId: 'io.zerion', accounts: [{ address: '0x1' }] },
        namespace: 'eip155',
      }),
    ).toBe('disconnected')
    expect(getConnectionStatus(core, { connection: metamask, namespace: 'solana' })).toBe(
      'disconnected',
    )
  })

  it('compares non-EVM addresses exactly', () => {
    const { core } = createTestCore()
    setConnections(core, {
      namespace: 'solana',
      connections: [{ connectorId: 'phantom', accounts: [{ address: 'AbC' }] }],
    })
    const lower = { connectorId: 'phantom', accounts: [{ address: 'abc' }] }
    expect(getConnectionStatus(core, { connection: lower, namespace: 'solana' })).toBe(
      'disconnected',
    )
  })
})

describe('parseConnectionStatus', () => {
  it('accepts connected, active and disconnected', () => {
    for (const status of ['connected', 'active', 'disconnected']) {
      expect(parseConnectionStatus(status)).toBe(status)
    }
  })

  it('throws Invalid connection status for anything else', () => {
    expect(() => parseConnectionStatus('paused')).toThrow('Invalid connection status')
    expect(() => parseConnectionStatus(undefined)).toThrow('Invalid connection status')
  })
})
