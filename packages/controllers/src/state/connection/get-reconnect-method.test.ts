import { describe, expect, it } from 'vitest'
import type { Connector } from '../connector/types.ts'
import { getReconnectMethod } from './get-reconnect-method.ts'

function connector(type: Connector['type']): Connector {
  return { id: 'x', type, name: 'X', chain: 'eip155', chains: [] }
}

describe('getReconnectMethod', () => {
  it('reconnects via social, email, WalletConnect or external', () => {
    const connection = { connectorId: 'x', accounts: [] }
    expect(
      getReconnectMethod({
        connector: connector('AUTH'),
        connection: { ...connection, auth: { name: 'google' } },
      }),
    ).toBe('social')
    expect(
      getReconnectMethod({
        connector: connector('AUTH'),
        connection: { ...connection, auth: { name: 'email' } },
      }),
    ).toBe('email')
    expect(getReconnectMethod({ connector: connector('WALLET_CONNECT'), connection })).toBe(
      'walletConnect',
    )
    for (const type of ['INJECTED', 'ANNOUNCED', 'EXTERNAL', 'MULTI_CHAIN'] as const) {
      expect(getReconnectMethod({ connector: connector(type), connection })).toBe('external')
    }
  })
})
