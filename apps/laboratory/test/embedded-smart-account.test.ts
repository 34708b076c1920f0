import { type Hex, maxUint256, parseEther, parseUnits, size } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerApproval, signInWithEmail } from './embedded-steps.ts'
import { labValue, modal, nodeBalance, waitForLabValue } from './lab-page-object.ts'
import { apiAddressesOf, apiNamesOf, registerNameFromAccount } from './name-registration-steps.ts'
import { expectFeesCover, shownNetworkFee } from './network-fee-steps.ts'
import { openLab, type WalletlessLabSession } from './open-lab.ts'
import { nodeNonce, nodeTokenBalance, openAccountView, openSendTokens } from './send-steps.ts'
import {
  apiSessions,
  fundToken,
  hasCode,
  receiptTransfers,
  sendFromEmbeddedWallet,
  setNodeBalance,
} from './smart-account-steps.ts'
import {
  openAccountView as ensureAccountView,
  type NodeClient,
  nodeClient,
  routerAmountOut,
  titledAmount,
  tokenAllowance,
  tokenBalance,
} from './swap-buy-name-steps.ts'
import { fillSwap } from './swap-view-steps.ts'
import { ethWithDeposit, userOperationsSince } from './user-operation-steps.ts'

const CHAIN_ID = 31337
const ONE_ETH = 10n ** 18n
const ETH_AMOUNT = '0.01'
// The USDC of the batch comes from the devnet's last account: no other lab journey sends from it.
const FUNDER_INDEX = 23
const ENTRY_POINT = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
/** A UserOperation that landed through the EntryPoint's handleOps and succeeded. */
const HANDLE_OPS = { transactionTo: ENTRY_POINT, transactionFunction: 'handleOps', success: true }

/** A receiver no other journey pays, so its balances move only by this file's sends. */
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

// The embedded wallet's smart account (ERC-4337) end to end: the frame derives it from its owner
// key, the devnet's EntryPoint and bundler carry its sends, batches and swaps, the api its name.
describe('the lab, embedded preset, smart account, in Chromium', () => {
  let lab: WalletlessLabSession
  let smartAccount: Hex
  let owner: Hex
  let chain: NodeClient
  const rpcUrl = () => lab.rpcUrl(CHAIN_ID)
  const funds = () => ethWithDeposit(chain, { entryPoint: ENTRY_POINT, account: smartAccount })
  const operationsSince = (afterBlock: bigint) =>
    userOperationsSince(chain, { entryPoint: ENTRY_POINT, sender: smartAccount, afterBlock })
  /** The owner EOA never paid nor sent anything while the smart account was active. */
  const expectOwnerUntouched = async () => {
    expect(await nodeBalance(rpcUrl(), owner)).toBe(0n)
    expect(await nodeNonce(rpcUrl(), owner)).toBe(0)
  }

  beforeAll(async () => {
    lab = await openLab({ accountIndex: 0, preset: 'embedded', injectWallet: false })
    chain = nodeClient(rpcUrl())
    expect(lab.manifest.evm.chains[0]?.entryPoint).toBe(ENTRY_POINT)
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
    await account.getByText('Smart account', { exact: true }).waitFor()
    expect(await account.locator('.apkt-account__name').getAttribute('title')).toBe(smartAccount)
    await account.getByText('Owner', { exact: true }).waitFor()
    owner = (await account.locator('.apkt-account__type span[title]').getAttribute('title')) as Hex
    expect(owner).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(owner.toLowerCase()).not.toBe(smartAccount.toLowerCase())
    await account.getByRole('button', { name: 'Switch to your standard account' }).waitFor()
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
    const units = (amount: string) => parseUnits(amount, usdc.decimals)
    const lowered = transfers.map((item) => ({ ...item, from: item.from.toLowerCase() }))
    expect(lowered).toEqual([
      { from, to: receiver, value: units('1') },
      { from, to: receiver, value: units('2') },
    ])
    expect(await nodeTokenBalance(rpcUrl(), usdc.address, receiver)).toBe(units('3'))
    expect(await nodeTokenBalance(rpcUrl(), usdc.address, smartAccount)).toBe(units('7'))
  })

  it('swaps 0.1 ETH for USDC in the Swap view as one UserOperation: handleOps to the EntryPoint, USDC up by the quote', async () => {
    const { page, manifest } = lab
    const { usdc, weth, uniswapV2Router02: router } = manifest.evm.contracts
    const [usdcBefore, fundsBefore] = [await tokenBalance(chain, usdc, smartAccount), await funds()]
    await openAccountView(page)
    const swap = await fillSwap(page, { pay: 'ETH', receive: 'USDC', amount: '0.1' })
    const quoteBlock = await chain.getBlockNumber()
    const quoted = parseUnits(await titledAmount(page, 'output.apkt-swap__amount'), 6)
    const fee = await shownNetworkFee(page)
    const poolOut = (blockNumber: bigint) =>
      routerAmountOut(chain, {
        router,
        amountIn: parseEther('0.1'),
        path: [weth, usdc],
        blockNumber,
      })
    expect(quoted).toBe(await poolOut(quoteBlock))
    await swap.getByRole('button', { name: 'Review swap' }).click()
    await modal(page, 'Review swap').getByRole('button', { name: 'Swap', exact: true }).click()
    await answerApproval(page, 'Approve')
    await modal(page, 'Account').waitFor({ timeout: 60_000 })
    // Read at once: the frame answers eth_sendTransaction once the UserOperation has landed.
    const received = (await tokenBalance(chain, usdc, smartAccount)) - usdcBefore
    const operations = await operationsSince(quoteBlock)
    expect(operations).toMatchObject([
      {
        ...HANDLE_OPS,
        bundleSize: 1,
        calls: [{ to: router, value: parseEther('0.1'), functionName: 'swapExactETHForTokens' }],
      },
    ])
    const [operation] = operations
    if (!operation) throw new Error('no UserOperation of the swap')
    // The pool as the bundle found it; the quote itself when nothing was mined in between.
    expect(received).toBe(await poolOut(operation.blockNumber - 1n))
    if (operation.blockNumber - 1n === quoteBlock) expect(received).toBe(quoted)
    expect(await funds()).toBe(fundsBefore - parseEther('0.1') - operation.gasCost)
    expectFeesCover([fee, operation.gasCost])
    await expectOwnerUntouched()
    await page.keyboard.press('Escape')
  })

  it('swaps USDC for ETH: the approval and the swap are two UserOperations, each approved in the modal', async () => {
    const { page, manifest } = lab
    const { usdc, weth, uniswapV2Router02: router } = manifest.evm.contracts
    expect(await tokenAllowance(chain, usdc, smartAccount, router)).toBe(0n)
    const startBlock = await chain.getBlockNumber()
    const [usdcBefore, fundsBefore] = [await tokenBalance(chain, usdc, smartAccount), await funds()]
    await openAccountView(page)
    const swap = await fillSwap(page, { pay: 'USDC', receive: 'ETH', amount: '5' })
    await swap.getByRole('button', { name: 'Review swap' }).click()
    const preview = modal(page, 'Review swap')
    await preview.getByText('Approve once so the swap can use your USDC.').waitFor()
    const approvalFee = await shownNetworkFee(page)
    await preview.getByRole('button', { name: 'Approve USDC' }).click()
    await answerApproval(page, 'Approve')
    await preview.getByRole('button', { name: 'Swap', exact: true }).waitFor({ timeout: 60_000 })
    const swapBlock = await chain.getBlockNumber()
    const [approval, ...others] = await operationsSince(startBlock)
    expect(others).toEqual([])
    expect(approval).toMatchObject({
      ...HANDLE_OPS,
      calls: [{ to: usdc, value: 0n, functionName: 'approve', args: [router, maxUint256] }],
    })
    expect(await tokenAllowance(chain, usdc, smartAccount, router)).toBe(maxUint256)
    const swapFee = await shownNetworkFee(page)
    await preview.getByRole('button', { name: 'Swap', exact: true }).click()
    await answerApproval(page, 'Approve')
    await modal(page, 'Account').waitFor({ timeout: 60_000 })
    expect(usdcBefore - (await tokenBalance(chain, usdc, smartAccount))).toBe(parseUnits('5', 6))
    const [swapped, ...more] = await operationsSince(swapBlock)
    expect(more).toEqual([])
    if (!approval || !swapped) throw new Error('no UserOperation of the swap')
    expect(swapped).toMatchObject({
      ...HANDLE_OPS,
      calls: [{ to: router, value: 0n, functionName: 'swapExactTokensForETH' }],
    })
    // Two UserOperations in two bundles: the product approves, then swaps (no one-batch path).
    expect(swapped.transactionHash).not.toBe(approval.transactionHash)
    const ethOut = await routerAmountOut(chain, {
      router,
      amountIn: parseUnits('5', 6),
      path: [usdc, weth],
      blockNumber: swapped.blockNumber - 1n,
    })
    expect(await funds()).toBe(fundsBefore - approval.gasCost - swapped.gasCost + ethOut)
    expectFeesCover([approvalFee, approval.gasCost], [swapFee, swapped.gasCost])
    await expectOwnerUntouched()
    await page.keyboard.press('Escape')
  })

  it('switches to the EOA from the Account view, sends from it, and switches back', async () => {
    const { page } = lab
    await setNodeBalance(rpcUrl(), owner, ONE_ETH)
    const account = await openAccountView(page)
    await account.getByRole('button', { name: 'Switch to your standard account' }).click()
    await waitForLabValue(page, 'lab-address', new RegExp(`^${owner}$`, 'i'), 30_000)
    await account.getByRole('button', { name: 'Switch to your smart account' }).waitFor()
    expect(await account.getByText('Smart account', { exact: true }).count()).toBe(0)
    const receiver = freshAddress()
    await openSendTokens(page)
    await sendFromEmbeddedWallet(page, { tokenName: 'Ether', amount: ETH_AMOUNT, receiver })
    await expect
      .poll(() => nodeBalance(rpcUrl(), receiver), { timeout: 30_000 })
      .toBe(parseEther(ETH_AMOUNT))
    // An EOA transaction: the owner paid the value and its gas.
    expect(await nodeBalance(rpcUrl(), owner)).toBeLessThan(ONE_ETH - parseEther(ETH_AMOUNT))
    await account.getByRole('button', { name: 'Switch to your smart account' }).click()
    await waitForLabValue(page, 'lab-address', new RegExp(`^${smartAccount}$`, 'i'), 30_000)
    await modal(page, 'Account').getByText('Smart account', { exact: true }).waitFor()
    await page.keyboard.press('Escape')
    expect(lab.nonLocalRequests).toEqual([])
  })

  it('registers a name from the deployed smart account (ERC-1271); the api resolves it to the smart account', async () => {
    const { page } = lab
    // The Account view is still open after the switch back.
    await ensureAccountView(page)
    const label = `sa-${Date.now().toString(36)}`
    const { fullName, body } = await registerNameFromAccount(page, label)
    // Back in Account, the smart account goes by its name, badge unchanged.
    await modal(page).getByRole('button', { name: 'Back to account' }).click()
    const account = modal(page, 'Account')
    await account.getByText(fullName, { exact: true }).waitFor()
    await account.getByText('Smart account', { exact: true }).waitFor()
    expect(body.address).toBe(smartAccount)
    // Deployed: the owner's plain 65-byte signature, which the account's isValidSignature checks
    // on the api's side; an undeployed account's would be ERC-6492-wrapped.
    expect(await hasCode(rpcUrl(), smartAccount)).toBe(true)
    expect(size(body.signature)).toBe(65)
    expect(await apiNamesOf(smartAccount)).toEqual([fullName])
    expect(await apiAddressesOf(fullName)).toEqual([smartAccount])
    await page.keyboard.press('Escape')
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
      const signIn = modal(page, 'Sign in')
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
