import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppKitCore } from '../core/create-app-kit-core.ts'
import { createMemoryStorage } from '../services/memory-storage.ts'
import { createTestCore } from '../test-utils/create-test-core.ts'
import { mainnet } from '../test-utils/networks.ts'
import { hideToast } from './hide-toast.ts'
import { showErrorToast, showLoadingToast, showSuccessToast, showToast } from './show-toast.ts'

describe('showToast', () => {
  it('shows a toast at once when none is open', () => {
    const { core } = createTestCore()
    showSuccessToast(core, 'Copied')
    expect(core.state.toast).toEqual({ open: true, message: 'Copied', variant: 'success' })
  })

  it('closes an open toast and shows the new one 150 ms later', () => {
    const { core, clock } = createTestCore()
    showLoadingToast(core, 'Authenticating...')
    showErrorToast(core, 'Error signing message')
    expect(core.state.toast.open).toBe(false)
    expect(core.state.toast.message).toBe('Authenticating...')
    clock.advance(149)
    expect(core.state.toast.open).toBe(false)
    clock.advance(1)
    expect(core.state.toast).toEqual({
      open: true,
      message: 'Error signing message',
      variant: 'error',
    })
  })

  it('keeps only the latest of toasts requested during the swap delay', () => {
    const { core, clock } = createTestCore()
    showToast(core, { message: 'one', variant: 'success' })
    showToast(core, { message: 'two', variant: 'success' })
    clock.advance(100)
    showToast(core, { message: 'three', variant: 'loading' })
    clock.advance(149)
    expect(core.state.toast.open).toBe(false)
    clock.advance(1)
    expect(core.state.toast.message).toBe('three')
    clock.advance(1_000)
    expect(core.state.toast.message).toBe('three')
  })

  it('hideToast closes and cancels a pending toast', () => {
    const { core, clock } = createTestCore()
    showSuccessToast(core, 'one')
    showSuccessToast(core, 'two')
    hideToast(core)
    clock.advance(150)
    expect(core.state.toast.open).toBe(false)
    expect(core.state.toast.message).toBe('one')
    hideToast(core)
    expect(core.state.toast.open).toBe(false)
  })

  describe('with the system clock', () => {
    beforeEach(() => {
      vi.useFakeTimers()
    })
    afterEach(() => {
      vi.useRealTimers()
    })

    it('swaps after 150 ms of fake time', () => {
      const core = createAppKitCore(
        { networks: [mainnet] },
        { storage: createMemoryStorage(), window: undefined },
      )
      showSuccessToast(core, 'first')
      showErrorToast(core, 'second')
      vi.advanceTimersByTime(149)
      expect(core.state.toast.open).toBe(false)
      vi.advanceTimersByTime(1)
      expect(core.state.toast.message).toBe('second')
      expect(core.state.toast.open).toBe(true)
    })
  })
})
