import { type Address, type Hash, maxUint256, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectFromModal, modal, nodeBalance } from './lab-page-object.ts'
import { type LabSession, openLab } from './open-lab.ts'
import {
  checkoutNetworkName,
  chooseSwapToken,
  describedText,
  type NodeClient,
  nodeClient,
  type OnRampQuote,
  onRampTreasury,
  openAccountView,
  poolPriceImpact,
  routerAmountOut,
  swapSideToken,
  titledAmount,
  tokenAllowance,
  tokenBalance,
  tokenTransfersOf,
  transactionsSentSince,
  waitForValue,
} from './swap-buy-name-steps.ts'

let lab: LabSession
let chain: NodeClient

/** A USD amount as a visitor in en-US reads it. */
const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value)

/** The api's USD price of each token the account holds on 31337, by symbol. */
async function apiUsdPrices(address: Address): Promise<{ prices: Record<string, number> }> {
  const { apiUrl } = inject('lab')
  const response = await fetch(`${apiUrl}/v1/account/${address}/balance?chainId=eip155:31337`)
  const { balances } = (await response.json()) as { balances: { symbol: string; price: number }[] }
  return { prices: Object.fromEntries(balances.map((balance) => [balance.symbol, balance.price])) }
}

beforeAll(async () => {
  lab = await openLab({ accountIndex: 5 })
  chain = nodeClient(lab.rpcUrl(31337))
})

afterAll(async () => {
  await lab?.close()
})

describe('swap and buy in the lab, wagmi preset, in Chromium', () => {
  it('connects the injected wallet from the modal', async () => {
    await connectFromModal(lab.page)
  })

  it('swaps 0.1 ETH for USDC on the devnet pool; USDC rises by the quote, ETH drops by 0.1 + gas', async () => {
    const { page, account, manifest } = lab
    const { usdc, weth, uniswapV2Router02: router } = manifest.evm.contracts
    const address = account.address as Address
    const ethBefore = await nodeBalance(lab.rpcUrl(31337), address)
    const usdcBefore = await tokenBalance(chain, usdc, address)

    await openAccountView(page)
    await modal(page).getByRole('button', { name: 'Swap', exact: true }).click()
    const swap = modal(page, 'Swap')
    await swap.getByRole('textbox', { name: 'You pay' }).waitFor()
    expect(await swapSideToken(page, 'Token to pay')).toBe('ETH')
    await chooseSwapToken(page, 'Token to receive', 'USDC')
    await swap.getByRole('textbox', { name: 'You pay' }).fill('0.1')
    const review = swap.getByRole('button', { name: 'Review swap' })
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true)
    const quoteBlock = await chain.getBlockNumber()
    const quoted = parseUnits(await titledAmount(page, 'output.apkt-swap__amount'), 6)
    // Price impact is the pool's own: the quote against the pool's mid price (0.1 ETH in a pool
    // of about 100 WETH: some 0.1 %), not against the api's USD table ($3 000 an ETH where the
    // pool pays about $2 000: that would read as some 33 %).
    const shownImpact = Number(
      ((await swap.locator('dt:text-is("Price impact") + dd').textContent()) ?? '').replace(
        '%',
        '',
      ),
    )
    const impact = await poolPriceImpact(chain, {
      pair: manifest.evm.contracts.usdcWethPair as Address,
      tokenIn: weth,
      amountIn: parseEther('0.1'),
      amountOut: quoted,
      blockNumber: quoteBlock,
    })
    expect(Math.abs(shownImpact - impact)).toBeLessThanOrEqual(0.006)
    expect(shownImpact).toBeLessThan(1)
    expect(await swap.getByRole('alert').count()).toBe(0)
    // The USD values of both sides stand beside it, from the api's prices.
    const { prices } = await apiUsdPrices(account.address as Address)
    await swap.getByText(`≈ ${usd(0.1 * (prices.ETH ?? 0))}`).waitFor()
    await swap.getByText(`≈ ${usd((Number(quoted) / 1e6) * (prices.USDC ?? 0))}`).waitFor()
    const minimum = parseUnits(await titledAmount(page, 'dd[title$=" USDC"]'), 6)
    // The quote is the pool's own answer at that moment, and the minimum is 1 % under it.
    expect(quoted).toBe(
      await routerAmountOut(chain, {
        router,
        amountIn: parseEther('0.1'),
        path: [weth, usdc],
        blockNumber: quoteBlock,
      }),
    )
    expect(minimum).toBe((quoted * 9_900n) / 10_000n)

    await review.click()
    const preview = modal(page, 'Review swap')
    await preview.getByRole('button', { name: 'Swap', exact: true }).click()
    // Success: the modal goes back to Account (no Back into the spent quote) and the swap is on
    // chain.
    await modal(page, 'Account').waitFor({ timeout: 30_000 })
    expect(await modal(page).getByRole('button', { name: 'Back', exact: true }).count()).toBe(0)
    const usdcAfter = await waitForValue(
      page,
      () => tokenBalance(chain, usdc, address),
      (value) => value !== usdcBefore,
    )
    const [sent] = await transactionsSentSince(chain, address, quoteBlock)
    expect(sent).toMatchObject({ to: router, value: parseEther('0.1'), status: 'success' })
    if (!sent) throw new Error('no swap transaction')
    const received = usdcAfter - usdcBefore
    expect(received).toBeGreaterThanOrEqual(minimum)
    expect(received).toBe(
      await routerAmountOut(chain, {
        router,
        amountIn: parseEther('0.1'),
        path: [weth, usdc],
        blockNumber: sent.blockNumber - 1n,
      }),
    )
    if (sent.blockNumber - 1n === quoteBlock) expect(received).toBe(quoted)
    expect(await nodeBalance(lab.rpcUrl(31337), address)).toBe(
      ethBefore - parseEther('0.1') - sent.fee,
    )
  })

  it('a swap that moves the pool by 15 % or more warns and needs the impact accepted', async () => {
    const { page } = lab
    await openAccountView(page)
    await modal(page).getByRole('button', { name: 'Swap', exact: true }).click()
    const swap = modal(page, 'Swap')
    // 20 ETH into a pool of about 100 WETH: about 17 % under the pool's price.
    await swap.getByRole('textbox', { name: 'You pay' }).fill('20')
    const review = swap.getByRole('button', { name: 'Review swap' })
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true)
    await swap.getByRole('alert').filter({ hasText: 'Very high price impact' }).waitFor()
    await review.click()
    const preview = modal(page, 'Review swap')
    await preview.getByRole('alert').filter({ hasText: 'Very high price impact' }).waitFor()
    const anyway = preview.getByRole('button', { name: 'Swap anyway' })
    await anyway.waitFor()
    expect(await anyway.isDisabled()).toBe(true)
    await preview
      .getByRole('checkbox', { name: /^I accept a price impact of \d+(\.\d+)?%$/ })
      .check()
    expect(await anyway.isEnabled()).toBe(true)
    // Not this time: back to Swap, the amount cleared for the next journey.
    await preview.getByRole('button', { name: 'Cancel', exact: true }).click()
    await swap.getByRole('textbox', { name: 'You pay' }).fill('')
    await modal(page).getByRole('button', { name: 'Close', exact: true }).click()
    await modal(page).waitFor({ state: 'detached' })
  })

  it('swaps USDC back to ETH: approves the router first, then swaps', async () => {
    const { page, account, manifest } = lab
    const { usdc, weth, uniswapV2Router02: router } = manifest.evm.contracts
    const address = account.address as Address
    expect(await tokenAllowance(chain, usdc, address, router)).toBe(0n)
    const startBlock = await chain.getBlockNumber()
    const ethBefore = await nodeBalance(lab.rpcUrl(31337), address)
    const usdcBefore = await tokenBalance(chain, usdc, address)

    await openAccountView(page)
    await modal(page).getByRole('button', { name: 'Swap', exact: true }).click()
    const swap = modal(page, 'Swap')
    await swap.getByRole('button', { name: 'Switch tokens' }).click()
    expect(await swapSideToken(page, 'Token to pay')).toBe('USDC')
    expect(await swapSideToken(page, 'Token to receive')).toBe('ETH')
    await swap.getByRole('textbox', { name: 'You pay' }).fill('25')
    const review = swap.getByRole('button', { name: 'Review swap' })
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true)
    await review.click()
    const preview = modal(page, 'Review swap')
    await preview.getByText('Approve once so the swap can use your USDC.').waitFor()
    await preview.getByRole('button', { name: 'Approve USDC' }).click()
    await preview.getByRole('button', { name: 'Swap', exact: true }).waitFor({ timeout: 30_000 })
    const approvals = await transactionsSentSince(chain, address, startBlock)
    expect(approvals).toHaveLength(1)
    const [approval] = approvals
    if (!approval) throw new Error('no approval transaction')
    expect(approval).toMatchObject({ to: usdc, value: 0n, status: 'success' })
    expect(await tokenAllowance(chain, usdc, address, router)).toBe(maxUint256)

    const swapBlock = await chain.getBlockNumber()
    await preview.getByRole('button', { name: 'Swap', exact: true }).click()
    await modal(page, 'Account').waitFor({ timeout: 30_000 })
    const usdcAfter = await waitForValue(
      page,
      () => tokenBalance(chain, usdc, address),
      (value) => value !== usdcBefore,
    )
    expect(usdcBefore - usdcAfter).toBe(parseUnits('25', 6))
    const [sent] = await transactionsSentSince(chain, address, swapBlock)
    if (!sent) throw new Error('no swap transaction')
    expect(sent).toMatchObject({ to: router, value: 0n, status: 'success' })
    const ethOut = await routerAmountOut(chain, {
      router,
      amountIn: parseUnits('25', 6),
      path: [usdc, weth],
      blockNumber: sent.blockNumber - 1n,
    })
    expect(await nodeBalance(lab.rpcUrl(31337), address)).toBe(
      ethBefore - approval.fee - sent.fee + ethOut,
    )
    // An unlimited allowance is not spent down by the router.
    expect(await tokenAllowance(chain, usdc, address, router)).toBe(maxUint256)
  })

  it('buys USDC with the sandbox checkout of the api; the treasury sends the quoted amount', async () => {
    const { page, context, account, manifest } = lab
    const { apiUrl } = inject('lab')
    const address = account.address as Address
    const { usdc } = manifest.evm.contracts
    const usdcBefore = await tokenBalance(chain, usdc, address)

    await openAccountView(page)
    await modal(page).getByRole('button', { name: 'Buy', exact: true }).click()
    const buy = modal(page, 'Buy')
    await buy.getByRole('button', { name: 'Coinbase Fees 1–2%' }).click()
    const amount = buy.getByRole('textbox', { name: 'Amount' })
    await expect.poll(() => amount.getAttribute('aria-describedby')).toBeTruthy()
    expect(await describedText(amount)).toBe('Between 10 and 7,500 USD')
    await amount.fill('25')
    // The quote the api gives for the same purchase, to the last unit.
    const quote = await fetch(`${apiUrl}/v1/onramp/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '25',
        network: 'USDC',
      }),
    }).then(async (response) => (await response.json()) as OnRampQuote)
    const shown = `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(Number(quote.purchaseAmount.amount))} USDC`
    await buy.getByText(shown, { exact: true }).waitFor({ timeout: 20_000 })
    expect(await buy.getByText(/Estimate, not a quote/).count()).toBe(0)

    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      buy.getByRole('button', { name: 'Continue with Coinbase' }).click(),
    ])
    await checkout.waitForLoadState()
    expect(new URL(checkout.url()).origin).toBe(new URL(apiUrl).origin)
    expect(new URL(checkout.url()).pathname).toMatch(/^\/onramp\/checkout\/[\w-]{24}$/)
    await checkout.getByRole('heading', { name: 'Buy crypto' }).waitFor()
    expect(await checkout.getByLabel('You buy').locator('option:checked').textContent()).toBe(
      `USDC on ${checkoutNetworkName(manifest)}, to ${address}`,
    )
    expect(await checkout.getByLabel('You pay').inputValue()).toBe('25.00')
    expect(await checkout.getByRole('radio', { name: 'Card' }).isChecked()).toBe(true)
    await checkout.getByLabel('Card number').fill('4242 4242 4242 4242')
    await checkout.getByLabel('Expiry (MM/YY)').fill('12/30')
    await checkout.getByLabel('Security code').fill('123')
    await checkout.getByRole('button', { name: 'Pay' }).click()
    await checkout.getByRole('heading', { name: 'Purchase complete' }).waitFor({ timeout: 30_000 })
    const receipt = await checkout.getByRole('status').textContent()
    expect(receipt).toContain(`${quote.purchaseAmount.amount} USDC were sent to ${address}`)
    const hash = /Transaction: (0x[0-9a-f]{64})/.exec(receipt ?? '')?.[1] as Hash | undefined
    if (!hash) throw new Error(`no transaction on the receipt: ${receipt}`)

    // On the node: one transfer of exactly the quoted amount, from the treasury to the account.
    const delivered = parseUnits(quote.purchaseAmount.amount, 6)
    const transfers = await tokenTransfersOf(chain, hash)
    expect(transfers).toEqual([
      { token: usdc, from: onRampTreasury(manifest), to: address, value: delivered },
    ])
    expect(await tokenBalance(chain, usdc, address)).toBe(usdcBefore + delivered)

    // The modal stays on Buy with the quote; nothing pretends to know the payment went through.
    await checkout.close()
    expect(await buy.isVisible()).toBe(true)
    expect(await buy.getByText(shown, { exact: true }).isVisible()).toBe(true)
  })

  it('made no request to any host but the local ones', () => {
    expect(lab.nonLocalRequests).toEqual([])
  })
})
