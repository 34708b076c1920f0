import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { modal } from './lab-page-object.ts'
import { chooseSwapToken, swapSideToken } from './swap-buy-name-steps.ts'

export type FillSwapParameters = {
  /** Symbol of the token to pay ("ETH", "USDC"). */
  pay: string
  /** Symbol of the token to receive. */
  receive: string
  /** What is typed into "You pay". */
  amount: string
}

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
  await swap.getByRole('textbox', { name: 'You pay' }).waitFor()
  const paying = () => swapSideToken(page, 'Token to pay')
  const receiving = () => swapSideToken(page, 'Token to receive')
  if ((await paying()) !== pay && (await receiving()) === pay) {
    await swap.getByRole('button', { name: 'Switch tokens' }).click()
  }
  if ((await paying()) !== pay) await chooseSwapToken(page, 'Token to pay', pay)
  if ((await receiving()) !== receive) await chooseSwapToken(page, 'Token to receive', receive)
  expect([await paying(), await receiving()]).toEqual([pay, receive])
  await swap.getByRole('textbox', { name: 'You pay' }).fill(amount)
  const review = swap.getByRole('button', { name: 'Review swap' })
  await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true)
  return swap
}
