import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { modal } from './lab-page-object.ts'
import { selectToken } from './swap-buy-name-steps.ts'

export type FillSwapParameters = {
  /** Symbol of the token to pay ("ETH", "USDC"). */
  pay: string
  /** Symbol of the token to receive. */
  receive: string
  /** What is typed into "You pay". */
  amount: string
}

const checkedSymbol = async (select: Locator) =>
  ((await select.locator('option:checked').textContent()) ?? '').split(' ')[0]

/**
 * From the open Account view: opens Swap, puts `pay` and `receive` on their sides ("Switch tokens"
 * when they are the other way round), types the amount and waits until the quote lets the swap be
 * reviewed. Answers the Swap view.
 */
export async function fillSwap(
  page: Page,
  { pay, receive, amount }: FillSwapParameters,
): Promise<Locator> {
  await modal(page, 'Account').getByRole('button', { name: 'Swap', exact: true }).click()
  const swap = modal(page, 'Swap')
  const paying = swap.getByLabel('Token to pay')
  const receiving = swap.getByLabel('Token to receive')
  await paying.waitFor()
  if ((await checkedSymbol(paying)) !== pay && (await checkedSymbol(receiving)) === pay) {
    await swap.getByRole('button', { name: 'Switch tokens' }).click()
  }
  if ((await checkedSymbol(paying)) !== pay) await selectToken(paying, pay)
  if ((await checkedSymbol(receiving)) !== receive) await selectToken(receiving, receive)
  expect([await checkedSymbol(paying), await checkedSymbol(receiving)]).toEqual([pay, receive])
  await swap.getByRole('textbox', { name: 'You pay' }).fill(amount)
  const review = swap.getByRole('button', { name: 'Review swap' })
  await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true)
  return swap
}
