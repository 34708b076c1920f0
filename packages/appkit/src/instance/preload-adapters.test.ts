import { createLogger, createMemoryStorage } from '@openappkit/controllers'
import { createMemoryAdapter, createMemoryWallet } from '@openappkit/controllers/test-kit'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { networks } from '../test-utils/memory-app-kit.ts'
import { createAppKit } from './create-app-kit.ts'
import type { AppKit } from './types.ts'

const instances: AppKit[] = []

/** An instance over a memory adapter whose `preload` is `preload`, logging warnings to `warn`. */
function withPreload(preload: () => Promise<void>) {
  const wallet = createMemoryWallet({
    addresses: ['0x1111111111111111111111111111111111111111'],
    networks: [...networks],
  })
  const adapter = Object.assign(createMemoryAdapter({ wallet }), { preload: vi.fn(preload) })
  const logger = createLogger({ level: 'silent' })
  const warn = vi.spyOn(logger, 'warn')
  const appKit = createAppKit(
    { networks: [...networks], adapters: [adapter], enableReconnect: false },
    { storage: createMemoryStorage(), logger },
  )
  instances.push(appKit)
  return { appKit, adapter, warn }
}

afterEach(() => {
  for (const instance of instances.splice(0)) instance.destroy()
  document.body.replaceChildren()
})

describe('preloading the adapters', () => {
  it('open() starts loading the adapters once the modal is shown, without waiting for them', async () => {
    let finish: () => void = () => undefined
    const { appKit, adapter } = withPreload(
      () => new Promise<void>((resolve) => (finish = resolve)),
    )
    expect(adapter.preload).not.toHaveBeenCalled()
    await appKit.open()
    expect(appKit.getState().open).toBe(true)
    // After the modal's first frames, so their rendering does not wait on the chain library.
    expect(adapter.preload).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(adapter.preload).toHaveBeenCalledTimes(1))
    finish()
  })

  it('logs a failed preload instead of failing open()', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module')
    const { appKit, warn } = withPreload(() => Promise.reject(failure))
    await appKit.open()
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('preloading the eip155 adapter failed', failure),
    )
  })
})
