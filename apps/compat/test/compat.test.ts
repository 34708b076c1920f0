import {
  countWalletPrompts,
  getNodeBalance,
  getNodeTokenBalance,
  injectTestWallet,
  walletPrompts,
} from '@openappkit/testing/node'
import type { Browser, Page } from 'playwright-core'
import { type Address, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectConnectedInfoList } from './info-list.ts'
import { connectThroughModal, disconnectThroughModal, openApp, text } from './open-app.ts'

const WALLET = { name: 'Compat Test Wallet', rdns: 'org.openappkit.compat-test-wallet' }
const RECEIVER: Address = '0x00000000000000000000000000000000c0ffee01'

// Each app is the incumbent's quick start for one EVM adapter; the journey is the same for all.
const APPS = [
  { app: 'wagmi', accountIndex: 6 },
  { app: 'ethers', accountIndex: 7 },
  { app: 'ethers5', accountIndex: 8 },
] as const

describe.each(APPS)('an app written for the incumbent’s $app adapter', ({ app, accountIndex }) => {
  const { manifest, origin } = inject('compat')
  const [chain] = manifest.evm.chains
  const account = manifest.evm.accounts[accountIndex]
  if (!chain || !account) throw new TypeError('the devnet manifest lacks a chain or an account')
  let browser: Browser
  let page: Page
  let remoteRequests: ReadonlyArray<string>

  beforeAll(async () => {
    const query = new URLSearchParams({
      rpc: chain.rpcUrl,
      to: RECEIVER,
      usdc: manifest.evm.contracts.usdc,
    })
    ;({ browser, page, remoteRequests } = await openApp(
      `${origin}/${app}.html?${query}`,
      async (target) => {
        await injectTestWallet(target, {
          privateKey: account.privateKey,
          rpcUrls: Object.fromEntries(
            manifest.evm.chains.map((item) => [item.chainId, item.rpcUrl]),
          ),
          chainId: chain.chainId,
          ...WALLET,
        })
        await countWalletPrompts(target)
      },
    ))
  })

  afterAll(() => browser?.close())

  it('connects through <appkit-button> and the modal, prompting the wallet once', async () => {
    await connectThroughModal(page, WALLET.name)
    await page.getByTestId(`${app}-address`).waitFor({ timeout: 30_000 })
    expect(await text(page, `${app}-address`)).toBe(account.address)
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    // The apps render in StrictMode: a remounted view must not ask the wallet again.
    expect(await walletPrompts(page)).toEqual([
      expect.stringMatching(/^(eth_requestAccounts|wallet_requestPermissions)$/),
    ])
  })

  it('shows in its InfoList the state, theme, wallet and events the incumbent’s hooks report', async () => {
    await expectConnectedInfoList(page, {
      namespace: 'eip155',
      caipNetworkId: `eip155:${chain.chainId}`,
      walletName: WALLET.name,
    })
  })

  it('reads the native and a token balance through the app’s library', async () => {
    await expect.poll(() => text(page, `${app}-usdc`), { timeout: 30_000 }).toMatch(/^\d+$/)
    expect(BigInt(await text(page, `${app}-balance`))).toBe(
      await getNodeBalance({ rpcUrl: chain.rpcUrl, address: account.address }),
    )
    const token = { rpcUrl: chain.rpcUrl, token: manifest.evm.contracts.usdc }
    expect(BigInt(await text(page, `${app}-usdc`))).toBe(
      await getNodeTokenBalance({ ...token, address: account.address }),
    )
  })

  it('signs with the app’s own library code, verifiable by the account', async () => {
    await page.getByTestId(`${app}-sign`).click()
    await expect.poll(() => text(page, `${app}-signature`), { timeout: 30_000 }).toMatch(/^0x/)
    const signature = (await text(page, `${app}-signature`)) as `0x${string}`
    const message = await text(page, `${app}-message`)
    expect(await verifyMessage({ address: account.address as Address, message, signature })).toBe(
      true,
    )
  })

  it('sends a transaction the node includes', async () => {
    const before = await getNodeBalance({ rpcUrl: chain.rpcUrl, address: RECEIVER })
    await page.getByTestId(`${app}-send`).click()
    await expect.poll(() => text(page, `${app}-send-status`), { timeout: 30_000 }).toBe('success')
    const after = await getNodeBalance({ rpcUrl: chain.rpcUrl, address: RECEIVER })
    expect(after - before).toBe(10n ** 16n)
  })

  it('writes a contract through the app’s library', async () => {
    const token = { rpcUrl: chain.rpcUrl, token: manifest.evm.contracts.usdc }
    const before = await getNodeTokenBalance({ ...token, address: RECEIVER })
    await page.getByTestId(`${app}-write`).click()
    await expect.poll(() => text(page, `${app}-write-status`), { timeout: 30_000 }).toBe('success')
    expect(await getNodeTokenBalance({ ...token, address: RECEIVER })).toBe(before + 10n ** 6n)
  })

  it('disconnects from the account button; nothing left the machine', async () => {
    await disconnectThroughModal(page)
    await expect.poll(() => text(page, `${app}-status`)).toBe('disconnected')
    expect(remoteRequests).toEqual([])
  })
})
