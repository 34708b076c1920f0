import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppKitCore } from '../../core/create-app-kit-core.ts'
import { createMemoryStorage } from '../../platform/services/memory-storage.ts'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { mainnet } from '../../test-utils/networks.ts'
import { hideToast } from './hide-toast.ts'
import { showErrorToast, showLoadingToast, showSuccessToast, showToast } from './show-toast.ts'

describe('showToast', () => {
  it('shows a toast at once when none is open', () => {
    const { core } = createTestCore()
    showSuccessToast(core, 'ADDRESS_COPIED')
    expect(core.state.toast).toEqual({
      open: true,
      message: { code: 'ADDRESS_COPIED' },
      variant: 'success',
      link: undefined,
    })
  })

  it('carries the link of a success toast, and the next toast drops it', () => {
    const { core, clock } = createTestCore()
    showSuccessToast(core, 'ADDRESS_COPIED', { link: 'https://etherscan.io/tx/0x01' })
    expect(core.state.toast.link).toBe('https://etherscan.io/tx/0x01')
    showErrorToast(core, 'ERROR_SIGNING_MESSAGE')
    clock.advance(150)
    expect(core.state.toast).toMatchObject({ variant: 'error', link: undefined })
  })

  it('closes an open toast and shows the new one 150 ms later', () => {
    const { core, clock } = createTestCore()
    showLoadingToast(core, 'AUTHENTICATING')
    showErrorToast(core, 'ERROR_SIGNING_MESSAGE')
    expect(core.state.toast.open).toBe(false)
    expect(core.state.toast.message).toEqual({ code: 'AUTHENTICATING' })
    clock.advance(149)
    expect(core.state.toast.open).toBe(false)
    clock.advance(1)
    expect(core.state.toast).toEqual({
      open: true,
      message: { code: 'ERROR_SIGNING_MESSAGE' },
      variant: 'error',
      link: undefined,
    })
  })

  it('keeps only the latest of toasts requested during the swap delay', () => {
    const { core, clock } = createTestCore()
    showToast(core, { message: { code: 'ADDRESS_COPIED' }, variant: 'success' })
    showToast(core, { message: { code: 'LINK_COPIED' }, variant: 'success' })
    clock.advance(100)
    showToast(core, { message: { code: 'AUTHENTICATING' }, variant: 'loading' })
    clock.advance(149)
    expect(core.state.toast.open).toBe(false)
    clock.advance(1)
    expect(core.state.toast.message).toEqual({ code: 'AUTHENTICATING' })
    clock.advance(1_000)
    expect(core.state.toast.message).toEqual({ code: 'AUTHENTICATING' })
  })

  it('hideToast closes and cancels a pending toast', () => {
    const { core, clock } = createTestCore()
    showSuccessToast(core, 'ADDRESS_COPIED')
    showSuccessToast(core, 'LINK_COPIED')
    hideToast(core)
    clock.advance(150)
    expect(core.state.toast.open).toBe(false)
    expect(core.state.toast.message).toEqual({ code: 'ADDRESS_COPIED' })
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
      showSuccessToast(core, 'ADDRESS_COPIED')
      showErrorToast(core, 'LINK_COPIED')
      vi.advanceTimersByTime(149)
      expect(core.state.toast.open).toBe(false)
      vi.advanceTimersByTime(1)
      expect(core.state.toast.message).toEqual({ code: 'LINK_COPIED' })
      expect(core.state.toast.open).toBe(true)
    })
  })
})
