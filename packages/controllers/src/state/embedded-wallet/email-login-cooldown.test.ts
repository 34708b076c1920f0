import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppKitCore } from '../../core/create-app-kit-core.ts'
import { createMemoryStorage } from '../../platform/services/memory-storage.ts'
import { STORAGE_KEYS } from '../../platform/storage/keys.ts'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { mainnet } from '../../test-utils/networks.ts'
import {
  assertEmailLoginAllowed,
  getEmailLoginCooldownSeconds,
  recordEmailLogin,
} from './email-login-cooldown.ts'

describe('email login cooldown', () => {
  it('refuses a second login email within 30 s, remaining seconds rounded up (docs/project/behaviour.md §5)', async () => {
    const { core, clock } = createTestCore()
    await expect(assertEmailLoginAllowed(core)).resolves.toBeUndefined()
    await recordEmailLogin(core)
    clock.advance(1)
    await expect(assertEmailLoginAllowed(core)).rejects.toThrow('Please try again after 30 seconds')
    clock.advance(500)
    expect(await getEmailLoginCooldownSeconds(core)).toBe(30)
    clock.advance(28_500)
    await expect(assertEmailLoginAllowed(core)).rejects.toThrow('Please try again after 1 seconds')
    clock.advance(998)
    expect(await getEmailLoginCooldownSeconds(core)).toBe(1)
    clock.advance(1)
    await expect(assertEmailLoginAllowed(core)).resolves.toBeUndefined()
  })

  it('survives a reload through storage', async () => {
    const storage = createMemoryStorage()
    const { core: first, clock } = createTestCore({ storage })
    await recordEmailLogin(first)
    expect(await storage.getItem(STORAGE_KEYS.lastEmailLoginTime)).toBe(String(clock.now()))
    const { core: second } = createTestCore({ storage })
    await expect(assertEmailLoginAllowed(second)).rejects.toThrow(
      'Please try again after 30 seconds',
    )
  })

  describe('with the system clock', () => {
    beforeEach(() => {
      vi.useFakeTimers()
    })
    afterEach(() => {
      vi.useRealTimers()
    })

    it('lifts the cooldown after 30 s of fake time', async () => {
      const core = createAppKitCore(
        { networks: [mainnet] },
        { storage: createMemoryStorage(), window: undefined },
      )
      await recordEmailLogin(core)
      vi.advanceTimersByTime(12_300)
      await expect(assertEmailLoginAllowed(core)).rejects.toMatchObject({
        message: 'Please try again after 18 seconds',
        remainingSeconds: 18,
      })
      vi.advanceTimersByTime(17_700)
      await expect(assertEmailLoginAllowed(core)).resolves.toBeUndefined()
    })
  })
})
