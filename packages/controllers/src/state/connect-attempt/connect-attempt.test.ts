import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { mainnet, solana } from '../../test-utils/networks.ts'
import { beginConnectAttempt } from './begin-connect-attempt.ts'
import { clearConnectAttempt } from './clear-connect-attempt.ts'
import { finishConnectAttempt } from './finish-connect-attempt.ts'
import { isConnectAttemptFor } from './is-connect-attempt-for.ts'

describe('connect attempt state', () => {
  it('starts idle, then records an attempt and its outcome', () => {
    const { core } = createTestCore()
    expect(core.state.connectAttempt).toEqual({
      id: 0,
      connectorId: undefined,
      namespace: undefined,
      status: 'idle',
      error: undefined,
    })
    const id = beginConnectAttempt(core, { connectorId: 'a', namespace: 'eip155' })
    expect(core.state.connectAttempt).toMatchObject({ id, connectorId: 'a', status: 'connecting' })
    expect(finishConnectAttempt(core, { id, error: { code: 'CONNECTION_REJECTED' } })).toBe(true)
    expect(core.state.connectAttempt).toMatchObject({
      status: 'error',
      error: { code: 'CONNECTION_REJECTED' },
    })
    const next = beginConnectAttempt(core, { connectorId: 'a', namespace: 'eip155' })
    expect(next).toBeGreaterThan(id)
    expect(core.state.connectAttempt.error).toBeUndefined()
    expect(finishConnectAttempt(core, { id: next })).toBe(true)
    expect(core.state.connectAttempt.status).toBe('connected')
  })

  it('ignores the outcome of a superseded or cleared attempt', () => {
    const { core } = createTestCore()
    const older = beginConnectAttempt(core, { connectorId: 'a', namespace: 'eip155' })
    const newer = beginConnectAttempt(core, { connectorId: 'b', namespace: 'solana' })
    expect(finishConnectAttempt(core, { id: older })).toBe(false)
    expect(core.state.connectAttempt).toMatchObject({ id: newer, status: 'connecting' })
    clearConnectAttempt(core)
    expect(finishConnectAttempt(core, { id: newer, error: { code: 'UNKNOWN_ERROR' } })).toBe(false)
    expect(core.state.connectAttempt).toMatchObject({ status: 'idle', connectorId: undefined })
    expect(core.state.connectAttempt.id).toBeGreaterThan(newer)
  })

  it('tells whether an attempt goes through a connector or one of its chain parts', () => {
    const evm = { id: 'x-evm', chain: 'eip155' as const, chains: [mainnet] }
    const sol = { id: 'x-sol', chain: 'solana' as const, chains: [solana] }
    const multi = { id: 'x', chain: 'eip155' as const, connectors: [evm, sol] }
    const attempt = { connectorId: 'x-sol', namespace: 'solana' as const }
    expect(isConnectAttemptFor(attempt, multi as never)).toBe(true)
    expect(isConnectAttemptFor(attempt, evm)).toBe(false)
    expect(isConnectAttemptFor({ connectorId: 'x-sol', namespace: 'eip155' }, sol)).toBe(false)
    expect(isConnectAttemptFor({ connectorId: undefined, namespace: undefined }, sol)).toBe(false)
    expect(isConnectAttemptFor(attempt, undefined)).toBe(false)
  })
})
