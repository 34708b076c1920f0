import type { Page } from 'playwright-core'
import { type Address, createPublicClient, erc20Abi, type Hash, http, parseAbi } from 'viem'
import { modal } from './lab-page-object.ts'

const uniswapV2RouterAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
])

/** A read-only client of one devnet chain, straight to the node. */
export function nodeClient(rpcUrl: string) {
  return createPublicClient({ transport: http(rpcUrl) })
}

export type NodeClient = ReturnType<typeof nodeClient>

/** ERC-20 balance of `owner` read from the node. */
export function tokenBalance(client: NodeClient, token: Address, owner: Address): Promise<bigint> {
  return client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/** ERC-20 allowance `owner` gave `spender`, read from the node. */
export function tokenAllowance(
  client: NodeClient,
  token: Address,
  owner: Address,
  spender: Address,
): Promise<bigint> {
  return client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  })
}

/** What the Uniswap-V2 router pays out for `amountIn` along `path` at `blockNumber`. */
export async function routerAmountOut(
  client: NodeClient,
  parameters: { router: Address; amountIn: bigint; path: Address[]; blockNumber: bigint },
): Promise<bigint> {
  const amounts = await client.readContract({
    address: parameters.router,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [parameters.amountIn, parameters.path],
    blockNumber: parameters.blockNumber,
  })
  const out = amounts.at(-1)
  if (out === undefined) throw new Error('the router returned no amounts')
  return out
}

export type SentTransaction = {
  hash: Hash
  to: Address | null
  input: string
  value: bigint
  blockNumber: bigint
  /** gasUsed × effectiveGasPrice: what the sender paid for gas. */
  fee: bigint
  status: 'success' | 'reverted'
}

/** Every transaction `from` sent in the blocks after `afterBlock`, with its receipt. */
export async function transactionsSentSince(
  client: NodeClient,
  from: Address,
  afterBlock: bigint,
): Promise<SentTransaction[]> {
  const latest = await client.getBlockNumber()
  const sent: SentTransaction[] = []
  for (let number = afterBlock + 1n; number <= latest; number += 1n) {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
    for (const transaction of block.transactions) {
      if (transaction.from.toLowerCase() !== from.toLowerCase()) continue
      const receipt = await client.getTransactionReceipt({ hash: transaction.hash })
      sent.push({
        hash: transaction.hash,
        to: transaction.to,
        input: transaction.input,
        value: transaction.value,
        blockNumber: number,
        fee: receipt.gasUsed * receipt.effectiveGasPrice,
        status: receipt.status,
      })
    }
  }
  return sent
}

/** Polls `read` until `accept` holds for its value (a chain change after a wallet action). */
export async function waitForValue<T>(
  page: Page,
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeout = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeout
  let last = await read()
  while (!accept(last)) {
    if (Date.now() > deadline) throw new Error(`value stayed ${String(last)}`)
    await page.waitForTimeout(200)
    last = await read()
  }
  return last
}

/** Opens the modal's Account view from the account button of the page. */
export async function openAccountView(page: Page): Promise<void> {
  if (!(await modal(page, 'Account').isVisible())) {
    await page.getByRole('button', { name: /0x/ }).first().click()
  }
  await modal(page, 'Account').waitFor()
}

/** The exact amount a view keeps in an element's title ("12.5 USDC" → "12.5"). */
export async function titledAmount(page: Page, selector: string): Promise<string> {
  const title = await modal(page).locator(selector).first().getAttribute('title')
  if (!title) throw new Error(`${selector} has no title`)
  return title.split(' ')[0] ?? ''
}
