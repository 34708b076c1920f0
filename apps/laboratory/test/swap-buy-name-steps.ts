import type { Locator, Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  getAddress,
  type Hash,
  http,
  type PublicClient,
  parseAbi,
  parseEventLogs,
} from 'viem'
import { modal } from './lab-page-object.ts'
import type { LabSession } from './open-lab.ts'

const uniswapV2RouterAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
])
const uniswapV2PairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
])

export type PoolPriceImpactParameters = {
  pair: Address
  tokenIn: Address
  amountIn: bigint
  amountOut: bigint
  blockNumber: bigint
}

/**
 * The price impact of one hop in percent, from the pool itself: what `amountIn` buys at the
 * pool's mid price (its reserves at `blockNumber`, the 0.3 % fee taken) against `amountOut`.
 */
export async function poolPriceImpact(
  client: NodeClient,
  { pair, tokenIn, amountIn, amountOut, blockNumber }: PoolPriceImpactParameters,
): Promise<number> {
  const [[reserve0, reserve1], token0] = await Promise.all([
    client.readContract({
      address: pair,
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
      blockNumber,
    }),
    client.readContract({
      address: pair,
      abi: uniswapV2PairAbi,
      functionName: 'token0',
      blockNumber,
    }),
  ])
  const [reserveIn, reserveOut] =
    token0.toLowerCase() === tokenIn.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0]
  const midOut = (Number(amountIn) * Number(reserveOut) * 0.997) / Number(reserveIn)
  return (1 - Number(amountOut) / midOut) * 100
}

/** A read-only client of one devnet chain, straight to the node. */
export function nodeClient(rpcUrl: string): PublicClient {
  // No cache: block numbers are read right after the wallet's transactions.
  return createPublicClient({ transport: http(rpcUrl), cacheTime: 0 })
}

export type NodeClient = PublicClient

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
        to: transaction.to ? getAddress(transaction.to) : null,
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

export type SwapSide = 'Token to pay' | 'Token to receive'

/** The button of one side of the open Swap view; its name is the side then the token's symbol. */
export function swapSideButton(page: Page, side: SwapSide): Locator {
  return modal(page, 'Swap').getByRole('button', { name: new RegExp(`^${side}\\b`) })
}

/** The symbol of the token on `side` of the open Swap view ("ETH"), '' while none is chosen. */
export async function swapSideToken(page: Page, side: SwapSide): Promise<string> {
  const title = await swapSideButton(page, side).locator('.apkt-row__title').textContent()
  return title === 'Select token' ? '' : (title ?? '')
}

/**
 * On `side` of the open Swap view, opens the token list (the one Send uses) and picks the row of
 * `symbol`; waits until Swap shows again.
 */
export async function chooseSwapToken(page: Page, side: SwapSide, symbol: string): Promise<void> {
  await swapSideButton(page, side).click()
  const list = modal(page, 'Select token').getByRole('list', { name: 'Tokens to swap' })
  await list
    .getByRole('button')
    .filter({ has: page.locator('.apkt-row__description', { hasText: new RegExp(`^${symbol}$`) }) })
    .click()
  await swapSideButton(page, side).waitFor()
}

/** The body of the api's POST /v1/onramp/quote. */
export type OnRampQuote = { purchaseAmount: { amount: string; currency: string } }

/** The account the api's on-ramp sandbox pays from (its devnet configuration's treasury). */
export function onRampTreasury(manifest: LabSession['manifest']): Address {
  const treasury = manifest.evm.accounts.at(-2) ?? manifest.evm.accounts[0]
  if (!treasury) throw new Error('the devnet has no accounts')
  return treasury.address
}

/** How the sandbox checkout names the first devnet chain ("Devnet EVM"...). */
export function checkoutNetworkName(manifest: LabSession['manifest']): string {
  return manifest.evm.chains[0]?.name ?? ''
}

/** The ERC-20 transfers a mined transaction made, from its receipt on the node. */
export async function tokenTransfersOf(client: NodeClient, hash: Hash) {
  const receipt = await client.getTransactionReceipt({ hash })
  return parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }).map(
    (log) => ({
      token: getAddress(log.address),
      from: getAddress(log.args.from),
      to: getAddress(log.args.to),
      value: log.args.value,
    }),
  )
}

/** The text of the elements that describe a field (aria-describedby). */
export async function describedText(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? []
  const texts = await Promise.all(
    ids.map((id) => field.page().locator(`[id="${id}"]`).first().textContent()),
  )
  return texts.join(' ').trim()
}
