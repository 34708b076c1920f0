import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { getAuthConnector, isAuthConnected } from './get-auth-connector.ts'
import { setConnectors } from './set-connectors.ts'
import type { Connector } from './types.ts'

const connector = (id: string, type: Connector['type'], chain: Connector['chain']): Connector => ({
  id,
  type,
  name: id,
  chain,
  chains: [],
})

describe('getAuthConnector', () => {
  it('finds the AUTH connector, preferring the active chain, also inside multi-chain ones', () => {
    const { core } = createTestCore()
    expect(getAuthConnector(core)).toBeUndefined()
    const solanaAuth = connector('AUTH', 'AUTH', 'solana')
    const evmAuth = connector('AUTH', 'AUTH', 'eip155')
    setConnectors(core, {
      connectors: [
        connector('io.metamask', 'ANNOUNCED', 'eip155'),
        solanaAuth,
        { ...connector('multi', 'MULTI_CHAIN', 'eip155'), connectors: [evmAuth] },
      ],
    })
    expect(getAuthConnector(core)?.chain).toBe('eip155')
    expect(getAuthConnector(core, { namespace: 'solana' })?.chain).toBe('solana')
    expect(getAuthConnector(core, { namespace: 'bip122' })).toBeUndefined()
  })

  it('tells whether a namespace is connected through the embedded wallet', () => {
    const { core } = createTestCore()
    setConnectors(core, {
      connectors: [
        connector('AUTH', 'AUTH', 'eip155'),
        connector('io.metamask', 'ANNOUNCED', 'eip155'),
      ],
    })
    expect(isAuthConnected(core, { namespace: 'eip155' })).toBe(false)
    core.state.connectors.activeConnectorIds.eip155 = 'io.metamask'
    expect(isAuthConnected(core, { namespace: 'eip155' })).toBe(false)
    core.state.connectors.activeConnectorIds.eip155 = 'AUTH'
    expect(isAuthConnected(core, { namespace: 'eip155' })).toBe(true)
  })
})
