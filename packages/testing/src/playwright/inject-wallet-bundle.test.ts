import { afterEach, describe, expect, it } from 'vitest'
import { type InjectablePage, injectWalletBundle } from './inject-wallet-bundle.ts'

const WALLET_GLOBAL = '__injectWalletBundleTest'

// A page whose scripts are this process: `evaluate` runs the function here, as Playwright would there.
function fakePage() {
  const scripts: string[] = []
  const page: InjectablePage = {
    addInitScript: async ({ content }) => {
      scripts.push(content)
    },
    evaluate: async (pageFunction, argument) => pageFunction(argument),
  }
  return { page, scripts }
}

const globals = globalThis as unknown as Record<string, unknown>
const inject = (page: InjectablePage) =>
  injectWalletBundle(page, {
    bundle: 'var Wallet = {}',
    bundleUrl: new URL('file:///nowhere.js'),
    installer: 'Wallet',
    options: { name: 'Lab' },
    walletGlobal: WALLET_GLOBAL,
    walletName: 'lab wallet',
    state: ['address', 'requests'],
  })

afterEach(() => {
  delete globals[WALLET_GLOBAL]
})

describe('injectWalletBundle', () => {
  it('adds the bundle, then its install with the options as JSON', async () => {
    const { page, scripts } = fakePage()
    await inject(page)
    expect(scripts).toEqual(['var Wallet = {}\n;Wallet.install({"name":"Lab"});'])
  })

  it('runs controls on the wallet (or the promise of it) and copies its state out', async () => {
    const { page } = fakePage()
    const requests = ['connect']
    const wallet = {
      address: 'a1',
      requests,
      secret: 's',
      switchAccount: (index: number) => `a${index}`,
    }
    globals[WALLET_GLOBAL] = Promise.resolve(wallet)
    const run = await inject(page)
    expect(await run('switchAccount', [2])).toBe('a2')
    const state = await run<{ requests: string[] }>('getState')
    expect(state).toEqual({ address: 'a1', requests: ['connect'] })
    expect(state.requests).not.toBe(requests)
  })

  it('says which wallet is missing from a page without it', async () => {
    const { page } = fakePage()
    const run = await inject(page)
    await expect(run('getState')).rejects.toThrow('The lab wallet is not installed in this page')
  })
})
