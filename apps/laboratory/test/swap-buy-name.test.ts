import { type Address, erc20Abi, maxUint256, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectFromModal, modal, nodeBalance } from './lab-page-object.ts'
import { type LabSession, openLab } from './open-lab.ts'
import {
  type NodeClient,
  nodeClient,
  openAccountView,
  routerAmountOut,
  titledAmount,
  tokenAllowance,
  tokenBalance,
  transactionsSentSince,
  waitForValue,
} from './swap-buy-name-steps.ts'

let lab: LabSession
let chain: NodeClient

beforeAll(async () => {
  lab = await openLab({ accountIndex: 5 })
  chain = nodeClient(lab.rpcUrl(31337))
})

afterAll(async () => {
  await lab?.close()
})

describe('swap, buy and names in the lab, wagmi preset, in Chromium', () => {
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
    await swap.getByLabel('Token to pay').waitFor()
    expect(await swap.getByLabel('Token to pay').locator('option:checked').textContent()).toMatch(
      /^ETH/,
    )
    await page.waitForTimeout(3000)
    console.log('DEBUG', await modal(page).innerText(), await modal(page).innerHTML())
    await page.screenshot({ path: '/tmp/sbn-swap.png' })
    await swap.getByLabel('Token to receive').selectOption({ label: 'USDC · USD Coin' })
    await swap.getByRole('textbox', { name: 'You pay' }).fill('0.1')
    const review = swap.getByRole('button', { name: 'Review swap' })
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true)
    const quoteBlock = await chain.getBlockNumber()
    const quoted = parseUnits(await titledAmount(page, 'output.apkt-swap__amount'), 6)
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
    const preview = modal(page, 'Review Swap')
    await preview.getByRole('button', { name: 'Swap', exact: true }).click()
    // Success: the modal goes back to Account and the swap is on chain.
    await modal(page, 'Account').waitFor({ timeout: 30_000 })
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
    expect(await swap.getByLabel('Token to pay').locator('option:checked').textContent()).toMatch(
      /^USDC/,
    )
    expect(await swap.getByLabel('Token to receive').locator('option:checked').textContent()).toMatch(
      /^ETH/,
    )
    await swap.getByRole('textbox', { name: 'You pay' }).fill('25')
    const review = swap.getByRole('button', { name: 'Review swap' })
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true)
    await review.click()
    const preview = modal(page, 'Review Swap')
    await preview.getByText('Approve once so the swap can use your USDC.').waitFor()
    await preview.getByRole('button', { name: 'Approve USDC' }).click()
    await preview.getByRole('button', { name: 'Swap', exact: true }).waitFor({ timeout: 30_000 })
    const approvals = await transactionsSentSince(chain, address, startBlock)
    expect(approvals).toHaveLength(1)
    expect(approvals[0]).toMatchObject({ to: usdc, value: 0n, status: 'success' })
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
      ethBefore - approvals[0]!.fee - sent.fee + ethOut,
    )
    // The unlimited approval stays, minus nothing (the router spent from it but max is sticky).
    expect(await tokenAllowance(chain, usdc, address, router)).toBe(maxUint256)
    void erc20Abi
  })

  it('made no request to any host but the local ones', () => {
    expect(lab.nonLocalRequests).toEqual([])
  })
})
