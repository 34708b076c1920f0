import type { Page } from 'playwright-core'
import { modal, waitForLabValue } from './lab-page-object.ts'

type Mail = { subject: string }

/** The newest one-time code the devnet's mail catcher holds for `email` (waits for it). */
export async function readEmailCode(inboxUrl: string, email: string, after = 0): Promise<string> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const response = await fetch(`${inboxUrl}/messages?to=${encodeURIComponent(email)}`)
    const { messages } = (await response.json()) as { messages: Mail[] }
    if (messages.length > after) {
      const code = /(\d{6}) is your OpenAppKit code/.exec(messages[0]?.subject ?? '')?.[1]
      if (code) return code
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no code reached ${email}`)
}

/** How many mails `email` has received so far. */
export async function countMails(inboxUrl: string, email: string): Promise<number> {
  const response = await fetch(`${inboxUrl}/messages?to=${encodeURIComponent(email)}`)
  return ((await response.json()) as { messages: Mail[] }).messages.length
}

/** Signs in with `email` from the modal: the address, then the emailed code. */
export async function signInWithEmail(page: Page, inboxUrl: string, email: string): Promise<void> {
  const before = await countMails(inboxUrl, email)
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await modal(page, 'Connect Wallet').waitFor()
  await modal(page).getByRole('textbox', { name: 'Email' }).fill(email)
  await modal(page).getByRole('button', { name: 'Continue with email' }).click()
  await modal(page, 'Confirm Email').waitFor()
  const code = await readEmailCode(inboxUrl, email, before)
  await modal(page).getByRole('textbox').first().click()
  await page.keyboard.type(code)
  await waitForLabValue(page, 'lab-status', 'connected', 30_000)
}

/** Answers the ApproveTransaction view the embedded wallet opened. */
export async function answerApproval(page: Page, answer: 'Approve' | 'Reject'): Promise<void> {
  const dialog = modal(page)
  await dialog.getByRole('heading', { name: 'Approve this request' }).waitFor()
  await dialog.getByRole('button', { name: answer, exact: true }).click()
}
