import { completeFarcasterChannel } from '@openappkit/testing'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { LAB_MESSAGE } from '../src/lab/use-lab-actions.ts'
import {
  answerApproval,
  countMails,
  enterEmailCode,
  readDeviceLink,
  readEmailCode,
  submitEmail,
} from './embedded-steps.ts'
import { askPopupFrame, sendHostileMessages, serveStrangerPage } from './frame-attacks.ts'
import {
  labValue,
  modal,
  nodeBalance,
  openConnectView,
  waitForLabValue,
} from './lab-page-object.ts'
import { openLab, type WalletlessLabSession } from './open-lab.ts'
import { nodeNonce } from './send-steps.ts'

const ONE_ETH = 10n ** 18n

// The embedded wallet end to end: the frame served by this run's api on its own origin, codes
// read from the devnet's mail catcher, keys made in the frame, transactions on the devnet.
describe('the lab, embedded preset, in Chromium', () => {
  let lab: WalletlessLabSession
  let address: `0x${string}`
  const email = `ada-${Date.now()}@example.com`

  beforeAll(async () => {
    lab = await openLab({ accountIndex: 0, preset: 'embedded', injectWallet: false })
  })

  afterAll(async () => {
    await lab?.close()
  })

  it('signs in by email with the code from the mail catcher and shows the new account', async () => {
    const { page, manifest } = lab
    await waitForLabValue(page, 'lab-status', 'disconnected')
    // A wrong code first: the api's answer, its tries left, the boxes cleared for the next try.
    const before = await countMails(manifest.mail.inboxUrl, email)
    await submitEmail(page, email)
    await modal(page, 'Confirm email').waitFor()
    const code = await readEmailCode(manifest.mail.inboxUrl, email, before)
    await modal(page).getByRole('textbox').first().click()
    await page.keyboard.type(code === '000000' ? '111111' : '000000')
    await modal(page).getByText('The code is incorrect. Tries left: 4').waitFor()
    const first = modal(page).getByRole('textbox', { name: 'Digit 1 of 6' })
    // Inside the kit's shadow root: the root's active element is the box.
    const focused = () =>
      first.evaluate((box) => (box.getRootNode() as Document | ShadowRoot).activeElement === box)
    await expect.poll(focused).toBe(true)
    for (let position = 1; position <= 6; position += 1) {
      expect(
        await modal(page)
          .getByRole('textbox', { name: `Digit ${position} of 6` })
          .inputValue(),
      ).toBe('')
    }
    await page.keyboard.type(code)
    await waitForLabValue(page, 'lab-status', 'connected', 30_000)
    address = (await labValue(page, 'lab-address')) as `0x${string}`
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await labValue(page, 'lab-chain-id')).toBe('31337')
    await waitForLabValue(page, 'lab-balance', '0 ETH')
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  it('signs a message once the visitor approves it; the signature verifies', async () => {
    const { page } = lab
    await page.getByRole('button', { name: 'Sign message' }).click()
    await answerApproval(page, 'Approve')
    await page.getByTestId('lab-signature').waitFor()
    const signature = (await labValue(page, 'lab-signature')) as `0x${string}`
    // The account is the smart account, not deployed yet: its signature is ERC-6492-wrapped, which
    // only the chain verifies (viem's public verifyMessage runs the universal validator).
    const client = createPublicClient({ transport: http(lab.rpcUrl(31337)) })
    expect(await client.verifyMessage({ address, message: LAB_MESSAGE, signature })).toBe(true)
    expect(await labValue(page, 'lab-signer')).toContain('(the connected account)')
    expect(await labValue(page, 'lab-signer-check')).toBe('the chain (ERC-1271/6492)')
  })

  it('the same sign-in holds a Solana account: it signs on Solana after approval', async () => {
    const { page } = lab
    await waitForLabValue(page, 'lab-solana-address', /^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    await page.getByRole('button', { name: 'Sign on Solana' }).click()
    await answerApproval(page, 'Approve')
    await waitForLabValue(page, 'lab-solana-verified', 'yes (ed25519, the connected account)')
  })

  it('a rejected request reaches the dapp as rejected', async () => {
    const { page } = lab
    await page.getByRole('button', { name: 'Sign message' }).click()
    await answerApproval(page, 'Reject')
    await waitForLabValue(page, 'lab-error', 'Rejected in the wallet')
  })

  it('a transaction the empty account cannot pay fails before any approval, with the node error', async () => {
    const { page } = lab
    expect(await nodeBalance(lab.rpcUrl(31337), address)).toBe(0n)
    const nonce = await nodeNonce(lab.rpcUrl(31337), address)
    await page.getByRole('button', { name: 'Send transaction' }).click()
    // The catalogue's words for the node's insufficient funds, not "Internal error".
    await waitForLabValue(
      page,
      'lab-error',
      'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
    )
    // Nothing was asked of the visitor, nothing signed or sent.
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await nodeNonce(lab.rpcUrl(31337), address)).toBe(nonce)
  })

  it('sends a transaction it signed in the frame; the node has it', async () => {
    const { page } = lab
    await fetch(lab.rpcUrl(31337), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setBalance',
        params: [address, `0x${ONE_ETH.toString(16)}`],
      }),
    })
    await page.getByRole('button', { name: 'Send transaction' }).click()
    await answerApproval(page, 'Approve')
    await waitForLabValue(page, 'lab-transaction-status', /confirmed/, 30_000)
    const balance = await nodeBalance(lab.rpcUrl(31337), address)
    // Sent to itself: only the gas is gone.
    expect(balance).toBeLessThan(ONE_ETH)
    expect(balance).toBeGreaterThan(ONE_ETH - 10n ** 16n)
  })

  it('refuses a method off the safe lists: the visitor reads "Action not allowed"', async () => {
    const { page } = lab
    await page.getByRole('button', { name: 'Sign hash (eth_sign)' }).click()
    await waitForLabValue(page, 'lab-error', 'Requested RPC call is not allowed')
    await page.getByText('Action not allowed').first().waitFor()
  })

  it('reconnects after a reload without asking for a code', async () => {
    const { page, manifest } = lab
    const mails = await fetch(
      `${manifest.mail.inboxUrl}/messages?to=${encodeURIComponent(email)}`,
    ).then((response) => response.json() as Promise<{ messages: unknown[] }>)
    await page.reload()
    await waitForLabValue(page, 'lab-status', 'connected', 30_000)
    expect(await labValue(page, 'lab-address')).toBe(address)
    const after = await fetch(
      `${manifest.mail.inboxUrl}/messages?to=${encodeURIComponent(email)}`,
    ).then((response) => response.json() as Promise<{ messages: unknown[] }>)
    expect(after.messages).toHaveLength(mails.messages.length)
  })

  it('a fresh browser profile approves itself by the emailed link and gets the same address', async () => {
    const inbox = lab.manifest.mail.inboxUrl
    const other = await openLab({ accountIndex: 0, preset: 'embedded', injectWallet: false })
    try {
      const { page, context } = other
      const before = await countMails(inbox, email)
      await submitEmail(page, email)
      await modal(page, 'Register device').waitFor()
      const link = await readDeviceLink(inbox, email, before)
      // The person opens the link from the email, in this profile.
      const tab = await context.newPage()
      await tab.goto(link)
      await tab.getByText('This device is approved').waitFor()
      await tab.close()
      await enterEmailCode(page, inbox, email, before + 1)
      expect(await labValue(page, 'lab-address')).toBe(address)
      expect(other.nonLocalRequests).toEqual([])
    } finally {
      await other.close()
    }
  })

  it('drops 10 000 malformed, hostile and replayed messages at the frame, then still signs', async () => {
    const { page } = lab
    const frameOrigin = new URL(inject('lab').apiUrl).origin
    const replies = await page.evaluate(sendHostileMessages, { frameOrigin, count: 10_000 })
    expect(replies).toEqual({ sent: 10_000, answered: 0, approvalsShown: 0 })
    await page.getByRole('button', { name: 'Sign message' }).click()
    await answerApproval(page, 'Approve')
    await page.getByTestId('lab-signature').waitFor()
  })

  it('the frame page cannot be embedded, or used as a popup, by an origin off the allow-list', async () => {
    const stranger = await serveStrangerPage(`${inject('lab').apiUrl}/v1/embedded/frame`)
    const context = await lab.browser.newContext()
    try {
      const page = await context.newPage()
      const refusals: string[] = []
      page.on('console', (message) => {
        if (message.text().includes('frame-ancestors')) refusals.push(message.text())
      })
      await page.goto(stranger.origin)
      await page.waitForFunction(() => document.body.dataset.loaded === 'true')
      const framed = page.frames().find((frame) => frame !== page.mainFrame())
      expect(refusals.length).toBeGreaterThan(0)
      expect(await framed?.evaluate(() => location.href).catch(() => 'blocked')).not.toContain(
        '/v1/embedded/frame',
      )
      // Opened as a window, the frame page answers no one: only its embedding parent may talk.
      const answers = await page.evaluate(
        askPopupFrame,
        `${inject('lab').apiUrl}/v1/embedded/frame`,
      )
      expect(answers).toEqual([])
    } finally {
      await context.close()
      await stranger.close()
    }
  })

  it('moves the account to a new email from the Account view with a code to each address', async () => {
    const { page, manifest } = lab
    const inbox = manifest.mail.inboxUrl
    const newEmail = `ada-moved-${Date.now()}@example.com`
    await page.getByRole('button', { name: /0x/ }).first().click()
    const before = await countMails(inbox, email)
    await modal(page)
      .getByRole('button', { name: new RegExp(email) })
      .click()
    await modal(page, 'Edit email').waitFor()
    await modal(page).getByRole('textbox').fill(newEmail)
    await modal(page).getByRole('button', { name: 'Save' }).click()
    await modal(page, 'Confirm current email').waitFor()
    await modal(page).getByRole('textbox').first().click()
    await page.keyboard.type(await readEmailCode(inbox, email, before))
    await modal(page, 'Confirm new email').waitFor()
    await modal(page).getByRole('textbox').first().click()
    await page.keyboard.type(await readEmailCode(inbox, newEmail, 0))
    await modal(page, 'Account').waitFor()
    await modal(page)
      .getByRole('button', { name: new RegExp(newEmail) })
      .waitFor()
    await page.keyboard.press('Escape')
    expect(await labValue(page, 'lab-address')).toBe(address)
  })

  it('signs out from the Account view; a reload stays signed out', async () => {
    const { page } = lab
    await page.getByRole('button', { name: /0x/ }).first().click()
    await modal(page).getByRole('button', { name: 'Disconnect' }).click()
    await waitForLabValue(page, 'lab-status', 'disconnected')
    await page.reload()
    // Once the kit has started (and tried to restore), nothing brought the session back.
    await waitForLabValue(page, 'lab-kit', 'ready')
    expect(await labValue(page, 'lab-status')).toBe('disconnected')
    expect(lab.nonLocalRequests).toEqual([])
  })

  it('signs in through a social provider in its popup; a closed popup shows "Popup closed"', async () => {
    const { page } = lab
    await openConnectView(page)
    const [closing] = await Promise.all([
      page.waitForEvent('popup'),
      modal(page).getByRole('button', { name: 'Continue with Google' }).click(),
    ])
    await closing.close()
    await page.getByText('Popup closed').first().waitFor()
    await page.keyboard.press('Escape')
    await openConnectView(page)
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      modal(page).getByRole('button', { name: 'Continue with Google' }).click(),
    ])
    const name = `grace${Date.now()}`
    await popup.getByRole('textbox', { name: 'Name' }).fill(name)
    await popup.getByRole('button', { name: 'Sign in' }).click()
    await waitForLabValue(page, 'lab-status', 'connected', 30_000)
    expect(await labValue(page, 'lab-address')).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await labValue(page, 'lab-address')).not.toBe(address)
    await page.getByRole('button', { name: /0x/ }).first().click()
    await modal(page)
      .getByRole('button', { name: new RegExp(`${name}@example.com`) })
      .waitFor()
    await page.keyboard.press('Escape')
    expect(lab.nonLocalRequests).toEqual([])
  })
  it('signs in with Farcaster: the channel from the QR code completed by the custody key', async () => {
    const { page, context, manifest } = lab
    await page.getByRole('button', { name: /0x/ }).first().click()
    await modal(page).getByRole('button', { name: 'Disconnect' }).click()
    await waitForLabValue(page, 'lab-status', 'disconnected')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openConnectView(page)
    await modal(page).getByRole('button', { name: 'Continue with Farcaster' }).click()
    await modal(page).getByRole('img', { name: 'QR code to sign in with Farcaster' }).waitFor()
    await modal(page).getByRole('button', { name: 'Copy link' }).click()
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()))
    // The Farcaster app: a SIWF message for this channel, signed by fid 20001's custody key.
    const complete = await completeFarcasterChannel({
      url: link.href,
      custodyPrivateKey: manifest.evm.accounts.at(-3)?.privateKey as `0x${string}`,
      fid: 20001,
      username: 'lab-fc',
    })
    expect(complete.status).toBe(200)
    await waitForLabValue(page, 'lab-status', 'connected', 30_000)
    expect(await labValue(page, 'lab-address')).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(lab.nonLocalRequests).toEqual([])
  })
})
