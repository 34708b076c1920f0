import { type Hex, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerApproval, signInWithEmail } from './embedded-steps.ts'
import { labValue, modal, nodeBalance, waitForLabValue } from './lab-page-object.ts'
import { openLab, type WalletlessLabSession } from './open-lab.ts'
import { nodeTokenBalance, openAccountView, openSendTokens } from './send-steps.ts'
import {
  apiSessions,
  fundToken,
  hasCode,
  receiptTransfers,
  sendFromEmbeddedWallet,
  setNodeBalance,
} from './smart-account-steps.ts'

const CHAIN_ID = 31337
const ONE_ETH = 10n ** 18n
const ETH_AMOUNT = '0.01'
// The USDC of the batch comes from the devnet's last account: no other lab journey sends from it.
const FUNDER_INDEX = 23

/** A receiver no other journey pays, so its balances move only by this file's sends. */
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

// The embedded wallet's smart account (ERC-4337) end to end: the frame derives it from its owner
// key, the devnet's EntryPoint and bundler carry its UserOperations, the kit shows and switches it.
describe('the lab, embedded preset, smart account, in Chromium', () => {
  let lab: WalletlessLabSession
  let smartAccount: Hex
  let owner: Hex
  const rpcUrl = () => lab.rpcUrl(CHAIN_ID)

  beforeAll(async () => {
    lab = await openLab({ accountIndex: 0, preset: 'embedded', injectWallet: false })
  })

  afterAll(async () => {
    await lab?.close()
  })

  it('signs in by email: the Account view shows the smart account, its badge and its owner; it is not deployed', async () => {
    const { page, manifest } = lab
    await waitForLabValue(page, 'lab-status', 'disconnected')
    await signInWithEmail(page, manifest.mail.inboxUrl, `sam-${Date.now()}@example.com`)
    smartAccount = (await labValue(page, 'lab-address')) as Hex
    expect(smartAccount).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await hasCode(rpcUrl(), smartAccount)).toBe(false)
    // Funded before the Account view first reads its balances.
    await setNodeBalance(rpcUrl(), smartAccount, ONE_ETH)
    const account = await openAccountView(page)
    await account.getByText('Smart Account', { exact: true }).waitFor()
    expect(await account.locator('.apkt-account__name').getAttribute('title')).toBe(smartAccount)
    const ownerRow = account.getByText('Owner', { exact: true })
    await ownerRow.waitFor()
    owner = (await account.locator('.apkt-account__type span[title]').getAttribute('title')) as Hex
    expect(owner).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(owner.toLowerCase()).not.toBe(smartAccount.toLowerCase())
    await account.getByRole('button', { name: 'Switch to your EOA' }).waitFor()
    await page.screenshot({ path: '/tmp/lab-embedded-smart-account.png' })
    await page.setViewportSize({ width: 360, height: 780 })
    await page.screenshot({ path: '/tmp/lab-embedded-smart-account-360.png' })
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  it('sends 0.01 ETH from the Send view as a UserOperation: exact on the node, and the account is deployed', async () => {
    const { page } = lab
    const receiver = freshAddress()
    await openSendTokens(page)
    await sendFromEmbeddedWallet(page, { tokenName: 'Ether', amount: ETH_AMOUNT, receiver })
    await expect
      .poll(() => nodeBalance(rpcUrl(), receiver), { timeout: 30_000 })
      .toBe(parseEther(ETH_AMOUNT))
    expect(await hasCode(rpcUrl(), smartAccount)).toBe(true)
    // The bundler's gas came from the account's own deposit, never from the owner.
    expect(await nodeBalance(rpcUrl(), smartAccount)).toBeLessThan(ONE_ETH - parseEther(ETH_AMOUNT))
    expect(await nodeBalance(rpcUrl(), owner)).toBe(0n)
    await page.keyboard.press('Escape')
  })

  it('wallet_sendCalls with two USDC transfers lands in one transaction', async () => {
    const { page, manifest } = lab
    const usdc = manifest.evm.tokens.usdc
    const funder = manifest.evm.accounts[FUNDER_INDEX]
    if (!funder) throw new Error(`the devnet has no account ${FUNDER_INDEX}`)
    const receiver = freshAddress()
    await fundToken({
      rpcUrl: rpcUrl(),
      from: funder,
      token: usdc.address,
      to: smartAccount,
      amount: parseUnits('10', usdc.decimals),
    })
    await page.getByRole('textbox', { name: 'Token (ERC-20)' }).fill(usdc.address)
    await page.getByRole('textbox', { name: 'Receiver' }).fill(receiver)
    await page.getByRole('button', { name: 'Send two transfers' }).click()
    await answerApproval(page, 'Approve')
    await waitForLabValue(page, 'lab-batch-status', 'confirmed', 60_000)
    const hash = (await labValue(page, 'lab-batch-transaction')) as Hex
    const { status, transfers } = await receiptTransfers(rpcUrl(), hash, usdc.address)
    expect(status).toBe('0x1')
    const from = smartAccount.toLowerCase()
    expect(
      transfers.map((transfer) => ({ ...transfer, from: transfer.from.toLowerCase() })),
    ).toEqual([
      { from, to: receiver, value: parseUnits('1', usdc.decimals) },
      { from, to: receiver, value: parseUnits('2', usdc.decimals) },
    ])
    expect(await nodeTokenBalance(rpcUrl(), usdc.address, receiver)).toBe(
      parseUnits('3', usdc.decimals),
    )
    expect(await nodeTokenBalance(rpcUrl(), usdc.address, smartAccount)).toBe(
      parseUnits('7', usdc.decimals),
    )
  })

  it('switches to the EOA from the Account view, sends from it, and switches back', async () => {
    const { page } = lab
    await setNodeBalance(rpcUrl(), owner, ONE_ETH)
    const account = await openAccountView(page)
    await account.getByRole('button', { name: 'Switch to your EOA' }).click()
    await waitForLabValue(page, 'lab-address', new RegExp(`^${owner}$`, 'i'), 30_000)
    await account.getByRole('button', { name: 'Switch to your Smart Account' }).waitFor()
    expect(await account.getByText('Smart Account', { exact: true }).count()).toBe(0)
    const receiver = freshAddress()
    await openSendTokens(page)
    await sendFromEmbeddedWallet(page, { tokenName: 'Ether', amount: ETH_AMOUNT, receiver })
    await expect
      .poll(() => nodeBalance(rpcUrl(), receiver), { timeout: 30_000 })
      .toBe(parseEther(ETH_AMOUNT))
    // An EOA transaction: the owner paid the value and its gas.
    expect(await nodeBalance(rpcUrl(), owner)).toBeLessThan(ONE_ETH - parseEther(ETH_AMOUNT))
    await modal(page, 'Account')
      .getByRole('button', { name: 'Switch to your Smart Account' })
      .click()
    await waitForLabValue(page, 'lab-address', new RegExp(`^${smartAccount}$`, 'i'), 30_000)
    await modal(page, 'Account').getByText('Smart Account', { exact: true }).waitFor()
    await page.keyboard.press('Escape')
    expect(lab.nonLocalRequests).toEqual([])
  })

  it("a fresh user's undeployed smart account signs in (ERC-6492); the api verifies and keeps the session", async () => {
    const other = await openLab({
      accountIndex: 0,
      preset: 'embedded',
      injectWallet: false,
      query: { siwx: 'api' },
    })
    try {
      const { page, manifest } = other
      await waitForLabValue(page, 'lab-status', 'disconnected')
      await signInWithEmail(page, manifest.mail.inboxUrl, `sia-${Date.now()}@example.com`)
      const signIn = modal(page, 'Sign In')
      await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
      await answerApproval(page, 'Approve')
      await waitForLabValue(page, 'lab-events', /SIWX_AUTH_SUCCESS/, 30_000)
      const address = (await labValue(page, 'lab-address')) as Hex
      expect(await hasCode(other.rpcUrl(CHAIN_ID), address)).toBe(false)
      const [session] = await apiSessions(page, await labValue(page, 'lab-caip-address'))
      expect(session?.message).toContain(address)
      expect(other.nonLocalRequests).toEqual([])
    } finally {
      await other.close()
    }
  })
})
