// @vitest-environment node
import { describe, expect, it } from 'vitest'

describe('importing @openappkit/scaffold-ui', () => {
  it('touches no browser global, so it loads on a server', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined')
    const module = await import('../index.ts')
    expect(typeof module.mountModal).toBe('function')
    // The first import transforms the whole package; under a loaded CI machine that is slow.
  }, 30_000)

  it('refuses to mount without a DOM, with a clear error', async () => {
    const { mountModal } = await import('../index.ts')
    const { createAppKitCore } = await import('@openappkit/controllers')
    const { mainnet } = await import('@openappkit/common')
    const core = createAppKitCore({ networks: [mainnet] }, { window: undefined })
    expect(() => mountModal(core)).toThrow('mountModal needs a DOM: call it in the browser')
  })
})
