import type { Browser } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDappPage } from '../../test/dapp-page.ts'
import { devnet } from '../../test/wallet-fixtures.ts'
import { injectTestWallet } from './inject-test-wallet.ts'

// A page script that finds the wallet the way a dapp does (EIP-6963) and signs with it.
const PAGE = `<!doctype html><title>dapp</title><script>
window.found = []
window.addEventListener('eip6963:announceProvider', (event) => window.found.push(event.detail))
window.dispatchEvent(new Event('eip6963:requestProvider'))
window.signWithWallet = async (message) => {
  const { provider } = window.found[0]
  const [address] = await provider.request({ method: 'eth_requestAccounts' })
  const hex = '0x' + Array.from(new TextEncoder().encode(message), (b) => b.toString(16).padStart(2, '0')).join('')
  const signature = await provider.request({ method: 'personal_sign', params: [hex, address] })
  return { address, signature, name: window.found[0].info.name }
}
</script>`

let dapp: Awaited<ReturnType<typeof openDappPage>>
let browser: Browser
let origin: string

beforeAll(async () => {
  dapp = await openDappPage(PAGE)
  ;({ browser, origin } = dapp)
})

afterAll(async () => {
  await dapp?.close()
})

describe('injectTestWallet in Chromium', () => {
  it('is announced before page scripts run and signs a message from the page', async () => {
    const { accounts, rpcUrls } = devnet()
    const page = await browser.newPage()
    const wallet = await injectTestWallet(page, {
      privateKey: [accounts[6]?.privateKey as Hex, accounts[7]?.privateKey as Hex],
      rpcUrls,
      name: 'Injected Test Wallet',
      windowEthereum: true,
    })
    await page.goto(origin)
    const message = 'Hello from the page'
    const result = await page.evaluate((text) => {
      const pageWindow = window as unknown as {
        signWithWallet: (value: string) => Promise<{ address: Hex; signature: Hex; name: string }>
      }
      return pageWindow.signWithWallet(text)
    }, message)
    expect(result.name).toBe('Injected Test Wallet')
    const legacy = await page.evaluate(() => {
      const pageWindow = window as unknown as {
        ethereum?: { isOpenAppKitTestWallet?: boolean }
        found: { provider: unknown }[]
      }
      return {
        flag: pageWindow.ethereum?.isOpenAppKitTestWallet,
        same: pageWindow.ethereum === pageWindow.found[0]?.provider,
      }
    })
    expect(legacy).toEqual({ flag: true, same: true })
    expect(result.address).toBe(accounts[6]?.address)
    expect(
      await verifyMessage({ address: result.address, message, signature: result.signature }),
    ).toBe(true)

    await wallet.rejectNextRequest()
    const rejected = await page.evaluate(async (address) => {
      const { provider } =
        (
          window as unknown as {
            found: { provider: { request: (args: object) => Promise<unknown> } }[]
          }
        ).found[0] ?? {}
      return provider
        ?.request({ method: 'personal_sign', params: ['0x00', address] })
        .catch((error: { code: number }) => error.code)
    }, result.address)
    expect(rejected).toBe(4001)

    expect(await wallet.switchAccount(1)).toBe(accounts[7]?.address)
    await page.reload()
    expect(await wallet.getState()).toMatchObject({
      address: accounts[7]?.address,
      authorized: true,
      chainId: 31337,
    })
    await page.close()
  })
})
