import { formatTokenAmount } from '@openappkit/common'
import type { Locator, Page } from 'playwright-core'
import { encodeFunctionData, type Hex, parseAbi } from 'viem'
import { inject, vi } from 'vitest'
import { modal } from './lab-page-object.ts'
import { nodeRpc } from './node-rpc.ts'

const ERC20 = parseAbi(['function balanceOf(address owner) view returns (uint256)'])

/** `balanceOf(owner)` of the ERC-20 at `token`, read from the node with eth_call. */
export async function nodeTokenBalance(rpcUrl: string, token: Hex, owner: Hex): Promise<bigint> {
  const data = encodeFunctionData({ abi: ERC20, functionName: 'balanceOf', args: [owner] })
  return BigInt(await nodeRpc<Hex>(rpcUrl, 'eth_call', [{ to: token, data }, 'latest']))
}

/** The account's nonce on the node: the nonce its next transaction will carry. */
export async function nodeNonce(rpcUrl: string, address: Hex): Promise<number> {
  return Number(await nodeRpc<Hex>(rpcUrl, 'eth_getTransactionCount', [address, 'latest']))
}

type NodeTransaction = { hash: Hex; from: Hex; nonce: Hex; to: Hex | null; value: Hex }
type NodeReceipt = { status: Hex; gasUsed: Hex; effectiveGasPrice: Hex }

export type SentTransaction = {
  hash: Hex
  to: Hex | null
  value: bigint
  /** gasUsed × effectiveGasPrice of its receipt. */
  fee: bigint
  status: 'success' | 'reverted'
}

/**
 * The mined transaction `from` sent with `nonce`, found by walking the node's blocks back from
 * the latest (other test files mine blocks on the same chain meanwhile), with its receipt.
 * Waits for it to be mined first: the modal goes back to the Account view once the wallet
 * returns the hash, and anvil mines its block a moment later (later still under CI load).
 */
export async function findSentTransaction(
  rpcUrl: string,
  from: Hex,
  nonce: number,
): Promise<SentTransaction> {
  await vi.waitFor(
    async () => {
      const mined = await nodeNonce(rpcUrl, from)
      if (mined <= nonce) throw new Error(`nonce ${nonce} of ${from} is not mined yet`)
    },
    { timeout: 20_000, interval: 50 },
  )
  const latest = Number(await nodeRpc<Hex>(rpcUrl, 'eth_blockNumber', []))
  for (let number = latest; number >= 0 && number > latest - 500; number -= 1) {
    const block = await nodeRpc<{ transactions: NodeTransaction[] }>(
      rpcUrl,
      'eth_getBlockByNumber',
      [`0x${number.toString(16)}`, true],
    )
    const found = block.transactions.find(
      (transaction) =>
        transaction.from.toLowerCase() === from.toLowerCase() &&
        Number(transaction.nonce) === nonce,
    )
    if (!found) continue
    const receipt = await nodeRpc<NodeReceipt>(rpcUrl, 'eth_getTransactionReceipt', [found.hash])
    return {
      hash: found.hash,
      to: found.to,
      value: BigInt(found.value),
      fee: BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice),
      status: BigInt(receipt.status) === 1n ? 'success' : 'reverted',
    }
  }
  throw new Error(`no transaction of ${from} with nonce ${nonce} in the last 500 blocks`)
}

/** A balance as the modal shows it (grouped, at most 4 decimals, never rounded up; en-US). */
export function modalAmount(numeric: string): string {
  return formatTokenAmount(numeric, { maximumFractionDigits: 4, locale: 'en-US' })
}

type ApiTokenBalance = {
  symbol: string
  chainId: string
  address?: string
  quantity: { decimals: string; numeric: string }
}

/** The account's balances on `caipNetworkId` as the api answers them (no cache bypass). */
export async function apiBalances(
  address: Hex,
  caipNetworkId: string,
): Promise<readonly ApiTokenBalance[]> {
  const { apiUrl } = inject('lab')
  const response = await fetch(
    `${apiUrl}/v1/account/${address}/balance?${new URLSearchParams({ chainId: caipNetworkId })}`,
  )
  if (!response.ok) throw new Error(`balance: HTTP ${response.status}`)
  return ((await response.json()) as { balances: ApiTokenBalance[] }).balances
}

/** Opens the Account view from `<appkit-button>` (it shows the address when connected). */
export async function openAccountView(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /0x/ }).first().click()
  const account = modal(page, 'Account')
  await account.waitFor()
  return account
}

/** The Account view's balance line ("Balance: 9,999.7499 ETH" to a screen reader). */
export function accountBalance(page: Page): Locator {
  return modal(page, 'Account').locator('.apkt-account__balance')
}

/** Closes the modal with its Close button and waits until it is gone. */
export async function closeModal(page: Page): Promise<void> {
  await modal(page).getByRole('button', { name: 'Close', exact: true }).click()
  await modal(page).waitFor({ state: 'detached' })
}

/**
 * Opens Activity from the Account view and waits until its first page is shown: the list, or
 * the empty state.
 */
export async function openActivity(page: Page): Promise<Locator> {
  await modal(page, 'Account')
    .getByRole('button', { name: /^Activity/ })
    .click()
  const activity = modal(page, 'Activity')
  await activity
    .getByRole('listitem')
    .or(activity.getByRole('heading', { name: 'No activity yet' }))
    .first()
    .waitFor()
  // Opening reads the newest page again: its spinner says when that is done.
  await activity.getByText('Loading activity').waitFor({ state: 'detached' })
  return activity
}

/**
 * From the open Activity view, waits until a row shows each of `amounts` ("-0.25 ETH"), going
 * Back to the Account view and opening Activity again while they are missing: the api indexes
 * blocks a moment after they are mined, as a person would look again.
 */
export async function waitForActivityRows(
  page: Page,
  amounts: readonly string[],
  timeout = 30_000,
): Promise<Locator[]> {
  const activity = modal(page, 'Activity')
  const rows = amounts.map((amount) => activity.getByRole('listitem').filter({ hasText: amount }))
  const deadline = Date.now() + timeout
  for (;;) {
    const counts = await Promise.all(rows.map((row) => row.count()))
    if (counts.every((count) => count === 1)) return rows
    if (Date.now() > deadline) {
      throw new Error(`Activity lists ${counts.join(', ')} rows of ${amounts.join(', ')}`)
    }
    await activity.getByRole('button', { name: 'Back', exact: true }).click()
    await openActivity(page)
  }
}

/** The Send view's chosen token: a button named by the token and its balance. */
export function chosenSendToken(page: Page, title = 'Send'): Locator {
  return modal(page, title).getByRole('button', { name: /(Balance|Saldo): / })
}

/** Opens the Send view from the Account view; answers it once its token is chosen. */
export async function openSend(page: Page): Promise<Locator> {
  await modal(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
  await chosenSendToken(page).waitFor()
  return modal(page, 'Send')
}

/**
 * The Send view's token rows, once the account's balances have loaded: Send starts from a token
 * already chosen, whose button opens them.
 */
export async function openSendTokens(page: Page): Promise<Locator> {
  await openSend(page)
  await chosenSendToken(page).click()
  const tokens = modal(page, 'Send').getByRole('list', { name: 'Your tokens' })
  await tokens.waitFor()
  return tokens
}

/** In the open Send view, makes `tokenName` the chosen token (from the rows when needed). */
export async function chooseSendToken(page: Page, tokenName: string): Promise<void> {
  const send = modal(page, 'Send')
  const list = send.getByRole('list', { name: 'Your tokens' })
  if (!(await list.isVisible())) {
    const chosen = chosenSendToken(page)
    if ((await chosen.locator('.apkt-row__title').textContent()) === tokenName) return
    await chosen.click()
  }
  await tokenRow(list, tokenName).click()
  await chosenSendToken(page).filter({ hasText: tokenName }).waitFor()
}

/** The row of the token named `name` in the Send view's list (its name starts the row). */
export function tokenRow(tokens: Locator, name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return tokens.getByRole('button', { name: new RegExp(`^${escaped}\\s`) })
}

export type SendFromViewParameters = {
  /** The token's name as its row shows it ("Ether", "USD Coin"). */
  tokenName: string
  amount: string
  receiver: string
}

/**
 * In the open Send view: picks the token, types the amount and the receiver, reviews, confirms,
 * and waits for the outcome the flow shows on success: the Account view again, with no Back
 * into the finished send, and the "Transaction sent" toast, whose text it answers.
 */
export async function sendFromView(
  page: Page,
  { tokenName, amount, receiver }: SendFromViewParameters,
): Promise<string> {
  const send = modal(page, 'Send')
  await chooseSendToken(page, tokenName)
  await send.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await send.getByRole('textbox', { name: 'To' }).fill(receiver)
  await send.getByRole('button', { name: 'Review send' }).click()
  const review = modal(page, 'Review send')
  await review.waitFor()
  await review.getByRole('button', { name: 'Send', exact: true }).click()
  const account = modal(page, 'Account')
  await account.waitFor({ timeout: 30_000 })
  const toast = account.getByRole('status').filter({ hasText: /^Transaction sent: / })
  await toast.waitFor()
  if ((await account.getByRole('button', { name: 'Back', exact: true }).count()) !== 0) {
    throw new Error('Account offers Back into the finished send')
  }
  return (await toast.textContent()) ?? ''
}
