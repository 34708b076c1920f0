import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectConnectedInfoList } from './info-list.ts'
import { bitcoinApp, type NonEvmApp, solanaApp } from './non-evm-apps.ts'
import { connectThroughModal, disconnectThroughModal, openApp, text } from './open-app.ts'

// Each app is the incumbent's quick start for one non-EVM adapter, its own code on the wallet's
// provider; the journey is the same for both, the chain's facts come from `NonEvmApp`.
const APPS = [
  { app: 'solana', namespace: 'solana', of: solanaApp, accountIndex: 4 },
  { app: 'bitcoin', namespace: 'bip122', of: bitcoinApp, accountIndex: 4 },
] as const

describe.each(APPS)('an app written for the incumbent’s $app adapter', (entry) => {
  const { manifest, origin } = inject('compat')
  const { app } = entry
  const subject: NonEvmApp = entry.of(manifest, entry.accountIndex)
  let browser: Browser
  let page: Page
  let remoteRequests: ReadonlyArray<string>
  let walletRequests: () => Promise<string[]>

  beforeAll(async () => {
    const query = new URLSearchParams(subject.query)
    ;({ browser, page, remoteRequests } = await openApp(
      `${origin}/${app}.html?${query}`,
      async (target) => {
        walletRequests = await subject.injectWallet(target)
      },
    ))
  })

  afterAll(() => browser?.close())

  it('connects through <appkit-button> and the modal, asking the wallet once', async () => {
    await connectThroughModal(page, subject.walletName)
    await page.getByTestId(`${app}-address`).waitFor({ timeout: 30_000 })
    expect(await text(page, `${app}-address`)).toBe(subject.address)
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    // The apps render in StrictMode: a remounted view must not ask the wallet again.
    const connects = (await walletRequests()).filter((method) =>
      subject.connectRequest.test(method),
    )
    expect(connects).toHaveLength(1)
  })

  it('shows in its InfoList the state, theme, wallet and events the incumbent’s hooks report', async () => {
    await expectConnectedInfoList(page, {
      namespace: entry.namespace,
      caipNetworkId: new RegExp(`^${entry.namespace}:`),
      walletName: subject.walletName,
    })
  })

  it('reads the balance the node reports through the app’s own code', async () => {
    await expect.poll(() => text(page, `${app}-balance`), { timeout: 30_000 }).toMatch(/^\d+$/)
    expect(BigInt(await text(page, `${app}-balance`))).toBe(
      await subject.balanceOnNode(subject.address),
    )
  })

  it('signs with the app’s own code, verifiable by the account', async () => {
    await page.getByTestId(`${app}-sign`).click()
    await expect.poll(() => text(page, `${app}-signature`), { timeout: 30_000 }).not.toBe('')
    const signature = await text(page, `${app}-signature`)
    const message = await text(page, `${app}-message`)
    expect(await subject.verify(message, signature)).toBe(true)
  })

  it('sends to the receiver; the node has it', async () => {
    const before = await subject.balanceOnNode(subject.receiver)
    await page.getByTestId(`${app}-send`).click()
    await expect.poll(() => text(page, `${app}-send-status`), { timeout: 30_000 }).toBe('success')
    await expect
      .poll(() => subject.balanceOnNode(subject.receiver), { timeout: 30_000 })
      .toBe(before + subject.amount)
  })

  it('disconnects from the account button; nothing left the machine', async () => {
    await disconnectThroughModal(page)
    await expect.poll(() => text(page, `${app}-status`)).toBe('disconnected')
    expect(remoteRequests).toEqual([])
  })
})
