import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openDappPage } from '../../test/dapp-page.ts'
import { devnet } from '../../test/wallet-fixtures.ts'
import { injectForwardingWallet } from './inject-forwarding-wallet.ts'

// A page script that finds the wallet the way a dapp does (EIP-6963), signs and reads with it.
const PAGE = `<!doctype html><title>dapp</title><script>
window.found = []
window.addEventListener('eip6963:announceProvider', (event) => window.found.push(event.detail))
window.dispatchEvent(new Event('eip6963:requestProvider'))
window.useWallet = async (message) => {
  const { provider, info } = window.found[0]
  const [address] = await provider.request({ method: 'eth_requestAccounts' })
  const signature = await provider.request({ method: 'personal_sign', params: [message, address] })
  const balance = await provider.request({ method: 'eth_getBalance', params: [address, 'latest'] })
  return { address, signature, balance, name: info.name }
}
</script>`

let dapp: Awaited<ReturnType<typeof openDappPage>>

beforeAll(async () => {
  dapp = await openDappPage(PAGE)
})

afterAll(async () => {
  await dapp?.close()
})

it('injectForwardingWallet: announced before page scripts, signs and forwards reads', async () => {
  // Account 23 of the devnet belongs to this file.
  const { accounts, rpcUrls } = devnet()
  const account = accounts[23] as { address: Hex; privateKey: Hex }
  const page = await dapp.browser.newPage()
  await injectForwardingWallet(page, {
    privateKey: account.privateKey,
    rpcUrls,
    name: 'Injected Forwarding Wallet',
  })
  await page.goto(dapp.origin)
  const message = 'Hello from the page'
  const result = await page.evaluate((text) => {
    const pageWindow = window as unknown as {
      useWallet: (value: string) => Promise<{
        address: Hex
        signature: Hex
        balance: Hex
        name: string
      }>
    }
    return pageWindow.useWallet(text)
  }, message)
  expect(result.name).toBe('Injected Forwarding Wallet')
  expect(result.address).toBe(account.address)
  expect(
    await verifyMessage({ address: account.address, message, signature: result.signature }),
  ).toBe(true)
  expect(BigInt(result.balance)).toBeGreaterThan(0n)
})
