import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import {
  isBalanceRetryBlocked,
  markBalanceFetchFailed,
  resetBalances,
  setBalancesLoading,
  setTokenBalances,
} from './balances-actions.ts'
import { createBalancesState } from './balances-state.ts'

describe('balances actions', () => {
  it('blocks a new fetch for 30 s after a failure (docs/project/behaviour.md §4)', () => {
    const { core, clock } = createTestCore()
    expect(isBalanceRetryBlocked(core)).toBe(false)
    expect(markBalanceFetchFailed(core)).toBe(clock.now())
    clock.advance(29_999)
    expect(isBalanceRetryBlocked(core)).toBe(true)
    clock.advance(1)
    expect(isBalanceRetryBlocked(core)).toBe(false)
  })

  it('stores balances, lifting the block, and resets', () => {
    const { core } = createTestCore()
    markBalanceFetchFailed(core)
    setBalancesLoading(core, true)
    setTokenBalances(core, { caipAddress: 'eip155:1:0xabc', balances: [], source: 'api' })
    expect(core.state.balances).toMatchObject({
      loading: true,
      caipAddress: 'eip155:1:0xabc',
      source: 'api',
      lastRetry: undefined,
    })
    resetBalances(core)
    expect(core.state.balances).toEqual(createBalancesState())
  })
})
