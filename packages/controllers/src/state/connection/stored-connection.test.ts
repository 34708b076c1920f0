import { describe, expect, it } from 'vitest'
import { parseStoredConnection } from './stored-connection.ts'

describe('parseStoredConnection', () => {
  it('keeps the known fields and drops the others', () => {
    const stored = {
      connectorId: 'io.metamask',
      accounts: [{ address: '0xa', type: 'eoa', extra: 1 }, { address: '0xb' }],
      caipNetworkId: 'eip155:1',
      auth: { name: 'Ann', username: 'ann', token: 'secret' },
      extra: true,
    }
    expect(parseStoredConnection(stored)).toStrictEqual({
      connectorId: 'io.metamask',
      caipNetworkId: 'eip155:1',
      accounts: [{ address: '0xa', type: 'eoa' }, { address: '0xb' }],
      auth: { name: 'Ann', username: 'ann' },
    })
    expect(parseStoredConnection({ connectorId: 'x', accounts: [] })).toStrictEqual({
      connectorId: 'x',
      accounts: [],
    })
  })

  it.each([
    ['a non-object', 'x'],
    ['an empty connector id', { connectorId: '', accounts: [] }],
    ['accounts that are not an array', { connectorId: 'x', accounts: {} }],
    ['an account without an address', { connectorId: 'x', accounts: [{ type: 'eoa' }] }],
    [
      'an account type that is not a string',
      { connectorId: 'x', accounts: [{ address: 'a', type: 1 }] },
    ],
    ['a network id that is not a string', { connectorId: 'x', accounts: [], caipNetworkId: null }],
    ['auth that is not an object', { connectorId: 'x', accounts: [], auth: 'ann' }],
    ['an auth name that is not a string', { connectorId: 'x', accounts: [], auth: { name: 1 } }],
  ])('rejects %s', (_case, stored) => {
    expect(parseStoredConnection(stored)).toBeUndefined()
  })
})
