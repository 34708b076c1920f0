import { createLogger, createMemoryStorage } from '@openappkit/controllers'
import { createMemoryAdapter, createMemoryWallet } from '@openappkit/controllers/test-kit'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { networks } from '../test-utils/memory-app-kit.ts'
import { createAppKit } from './create-app-kit.ts'
import { prefetchConnect } from './prefetch-connect.ts'
import type { AppKit } from './types.ts'

const instances: AppKit[] = []

afterEach(() => {
  for (const instance of instances.splice(0)) instance.destroy()
  document.body.replaceChildren()
})

/** An instance over a memory adapter with a `preload` spy. */
function createInstance() {
  const wallet = createMemoryWallet({
    addresses: ['0x1111111111111111111111111111111111111111'],
    networks: [...networks],
  })
  const adapter = Object.assign(createMemoryAdapter({ wallet }), {
    preload: vi.fn(() => Promise.resolve()),
  })
  const appKit = createAppKit(
    { networks: [...networks], adapters: [adapter], enableReconnect: false },
    { storage: createMemoryStorage(), logger: createLogger({ level: 'silent' }) },
  )
  instances.push(appKit)
  return { appKit, adapter }
}

describe('prefetchConnect', () => {
  it('loads the modal code, then the adapters, without mounting or opening the modal', async () => {
    const { appKit, adapter } = createInstance()
    prefetchConnect(appKit)
    // The modal's code first, then the chain library (after the next frames).
    await vi.waitFor(() => expect(adapter.preload).toHaveBeenCalledTimes(1))
    expect(appKit.getState().open).toBe(false)
    expect(document.querySelector('[data-openappkit-modal]')).toBeNull()
    await appKit.open()
    expect(appKit.getState().open).toBe(true)
    expect(document.querySelector('[data-openappkit-modal]')).not.toBeNull()
  })

  it('is a no-op for an instance it does not know', () => {
    const { appKit } = createInstance()
    expect(() => prefetchConnect({ ...appKit })).not.toThrow()
  })
})
