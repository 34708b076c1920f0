import { describe, expect, it, vi } from 'vitest'
import { createState, getStateSnapshot, subscribeState } from './reactive-state.ts'

describe('reactive state', () => {
  it('notifies subscribers of a change, once per batch, until unsubscribed', async () => {
    const state = createState({ count: 0, nested: { label: 'a' } })
    const onChange = vi.fn()
    const unsubscribe = subscribeState(state, onChange)
    state.count = 1
    state.nested.label = 'b'
    await Promise.resolve()
    expect(onChange).toHaveBeenCalledTimes(1)
    unsubscribe()
    state.count = 2
    await Promise.resolve()
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('keeps the same snapshot until the state changes', () => {
    const state = createState({ count: 0 })
    const first = getStateSnapshot(state)
    expect(getStateSnapshot(state)).toBe(first)
    state.count = 1
    const second = getStateSnapshot(state)
    expect(second).not.toBe(first)
    expect(second.count).toBe(1)
  })
})
