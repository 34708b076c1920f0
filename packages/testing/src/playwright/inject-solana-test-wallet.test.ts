import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDappPage } from '../../test/dapp-page.ts'
import { injectSolanaTestWallet } from './inject-solana-test-wallet.ts'

let dapp: Awaited<ReturnType<typeof openDappPage>>
let browser: Browser
let origin: string

beforeAll(async () => {
  dapp = await openDappPage('<!doctype html><title>dapp</title>')
  ;({ browser, origin } = dapp)
})

afterAll(async () => {
  await dapp?.close()
})

describe('injectSolanaTestWallet in Chromium', () => {
  it('registers with the Wallet Standard, connects from the page, keeps the site across a reload', async () => {
    const { solana } = inject('devnetManifest')
    const [first, second] = solana.accounts
    const page = await browser.newPage()
    const wallet = await injectSolanaTestWallet(page, {
      secretKeys: [first?.secretKey as string, second?.secretKey as string],
      rpcUrl: solana.rpcUrl,
      chains: [solana.caipNetworkId as `solana:${string}`],
      name: 'Injected Solana Wallet',
    })
    await page.goto(origin)
    // The page finds wallets as the Wallet Standard says an app does: it announces itself
    // (app-ready) and listens for wallets registering later.
    const seen = await page.evaluate(async () => {
      const found: { name: string; features: string[] }[] = []
      await new Promise<void>((resolve) => {
        window.dispatchEvent(
          new CustomEvent('wallet-standard:app-ready', {
            detail: {
              register(wallet: { name: string; features: Record<string, unknown> }) {
                found.push({ name: wallet.name, features: Object.keys(wallet.features) })
                resolve()
                return () => undefined
              },
            },
          }),
        )
        window.addEventListener('wallet-standard:register-wallet', (event) => {
          ;(event as CustomEvent).detail({
            register(wallet: { name: string; features: Record<string, unknown> }) {
              found.push({ name: wallet.name, features: Object.keys(wallet.features) })
              resolve()
            },
          })
        })
      })
      return found
    })
    expect(seen[0]?.name).toBe('Injected Solana Wallet')
    expect(seen[0]?.features).toContain('solana:signAndSendTransaction')
    expect(await wallet.getState()).toMatchObject({ address: first?.address, authorized: false })
    expect(await wallet.switchAccount(1)).toBe(second?.address)
    await wallet.switchAccount(0)
    await page.evaluate(async () => {
      const ready = (
        window as unknown as Record<
          string,
          Promise<{ wallet: { features: Record<string, { connect(): Promise<unknown> }> } }>
        >
      ).__openAppKitSolanaTestWallet
      await (await ready)?.wallet.features['standard:connect']?.connect()
    })
    await page.reload()
    expect(await wallet.getState()).toMatchObject({ address: first?.address, authorized: true })
    await wallet.revoke()
    expect((await wallet.getState()).authorized).toBe(false)
    await page.close()
  })
})
