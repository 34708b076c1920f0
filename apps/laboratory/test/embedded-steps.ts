import type { Page } from 'playwright-core'
import { modal, openConnectView, waitForLabValue } from './lab-page-object.ts'

type Mail = { subject: string; text: string }

/** The newest mail to `email` matching `pattern` once more than `after` arrived (waits for it). */
async function waitForMail(inboxUrl: string, email: string, pattern: RegExp, after: number) {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const response = await fetch(`${inboxUrl}/messages?to=${encodeURIComponent(email)}`)
    const { messages } = (await response.json()) as { messages: Mail[] }
    const match = pattern.exec(`${messages[0]?.subject ?? ''}\n${messages[0]?.text ?? ''}`)
    if (messages.length > after && match?.[1]) return match[1]
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no mail matching ${pattern} reached ${email}`)
}

/** The newest one-time code the devnet's mail catcher holds for `email` (waits for it). */
export function readEmailCode(inboxUrl: string, email: string, after = 0): Promise<string> {
  return waitForMail(inboxUrl, email, /(\d{6}) is your OpenAppKit code/, after)
}

/** The device approval link mailed to `email` (waits for it). */
export function readDeviceLink(inboxUrl: string, email: string, after = 0): Promise<string> {
  return waitForMail(inboxUrl, email, /(http:\/\/\S+\/v1\/embedded\/device\/approve\S+)/, after)
}

/** How many mails `email` has received so far. */
export async function countMails(inboxUrl: string, email: string): Promise<number> {
  const response = await fetch(`${inboxUrl}/messages?to=${encodeURIComponent(email)}`)
  return ((await response.json()) as { messages: Mail[] }).messages.length
}

/** Opens the modal and submits `email`. */
export async function submitEmail(page: Page, email: string): Promise<void> {
  await openConnectView(page)
  await modal(page).getByRole('textbox', { name: 'Email' }).fill(email)
  await modal(page).getByRole('button', { name: 'Continue with email' }).click()
}

/** Signs in with `email` from the modal: the address, then the emailed code. */
export async function signInWithEmail(page: Page, inboxUrl: string, email: string): Promise<void> {
  const before = await countMails(inboxUrl, email)
  await submitEmail(page, email)
  await enterEmailCode(page, inboxUrl, email, before)
}

/** Types the code mailed after `before` mails into the Confirm email view; waits to connect. */
export async function enterEmailCode(
  page: Page,
  inboxUrl: string,
  email: string,
  before: number,
): Promise<void> {
  await modal(page, 'Confirm email').waitFor()
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
