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

/** Picks the option of a token select whose label starts with `symbol` ("USDC · USD Coin"). */
export async function selectToken(select: Locator, symbol: string): Promise<void> {
  const labels = await select.locator('option').allTextContents()
  const label = labels.find((text) => text.startsWith(`${symbol} · `))
  if (!label) throw new Error(`no ${symbol} among ${labels.join(', ')}`)
  await select.selectOption({ label })
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
