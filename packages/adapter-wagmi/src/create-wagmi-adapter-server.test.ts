import { defineLocalNetworks } from '@openappkit/common/networks'
import { cookieStorage, cookieToInitialState, createStorage } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { createWagmiAdapter } from './create-wagmi-adapter.ts'
import { WagmiAdapter } from './wagmi-adapter.ts'

// Plain node environment: what server rendering sees.
describe('createWagmiAdapter without a window', () => {
  const { devnetEvm, devnetEvm2 } = defineLocalNetworks()

  it('is created without touching browser globals and offers no connector', async () => {
    expect(typeof window).toBe('undefined')
    const adapter = createWagmiAdapter({ networks: [devnetEvm, devnetEvm2] })
    await adapter.syncConnectors()
    expect(adapter.getConnectors()).toEqual([])
    expect(adapter).toMatchObject({ namespace: 'eip155', adapterType: 'wagmi' })
  })

  it('round-trips units with the native decimals', () => {
    const adapter = createWagmiAdapter({ networks: [devnetEvm, devnetEvm2] })
    expect(adapter.parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(adapter.formatUnits(1_500_000n, 6)).toBe('1.5')
  })

  it('refuses a non-EVM network', () => {
    const { devnetSolana } = defineLocalNetworks()
    expect(() => createWagmiAdapter({ networks: [devnetSolana] })).toThrow(/Not an EVM network/)
  })

  it("is created as the incumbent's Next.js setup writes it: ssr and a cookie storage", async () => {
    const adapter = new WagmiAdapter({
      projectId: 'p1',
      networks: [devnetEvm, devnetEvm2],
      ssr: true,
      storage: createStorage({ storage: cookieStorage }),
    })
    await adapter.syncConnectors()
    expect(adapter.wagmiConfig._internal.ssr).toBe(true)
    expect(adapter.getConnectors()).toEqual([])
    // A first visit carries no cookie: nothing to hydrate.
    expect(cookieToInitialState(adapter.wagmiConfig, undefined)).toBeUndefined()
  })

  it('refuses a list without any network', () => {
    expect(() => new WagmiAdapter({ networks: [] })).toThrow('At least one network is required')
  })
})
