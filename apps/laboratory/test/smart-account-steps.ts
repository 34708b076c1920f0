import type { DevnetManifest } from '@openappkit/testing'
import type { Page } from 'playwright-core'
import {
  createPublicClient,
  createWalletClient,
  decodeEventLog,
  type Hex,
  http,
  parseAbi,
  parseAbiItem,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { inject } from 'vitest'
import { answerApproval } from './embedded-steps.ts'
import { modal } from './lab-page-object.ts'
import { nodeRpc } from './node-rpc.ts'
import { chooseSendToken } from './send-steps.ts'

const ERC20 = parseAbi(['function transfer(address to, uint256 amount) returns (bool)'])
const TRANSFER = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
)

/** Whether the node holds code at `address` (a smart account is deployed by its first send). */
export async function hasCode(rpcUrl: string, address: Hex): Promise<boolean> {
  const code = await nodeRpc<Hex>(rpcUrl, 'eth_getCode', [address, 'latest'])
  return code !== '0x' && code !== '0x0'
}

/** Sets the node balance of `address` to `wei` (anvil_setBalance). */
export async function setNodeBalance(rpcUrl: string, address: Hex, wei: bigint): Promise<void> {
  await nodeRpc(rpcUrl, 'anvil_setBalance', [address, `0x${wei.toString(16)}`])
}

export type FundTokenParameters = {
  rpcUrl: string
  /** The funded devnet account the tokens come from (no other lab journey sends from it). */
  from: DevnetManifest['evm']['accounts'][number]
  token: Hex
  to: Hex
  amount: bigint
}

/** Transfers `amount` of the ERC-20 `token` from a devnet account to `to`; waits for the receipt. */
export async function fundToken({ rpcUrl, from, token, to, amount }: FundTokenParameters) {
  const account = privateKeyToAccount(from.privateKey as Hex)
  const wallet = createWalletClient({ account, transport: http(rpcUrl) })
  const hash = await wallet.writeContract({
    chain: null,
    address: token,
    abi: ERC20,
    functionName: 'transfer',
    args: [to, amount],
  })
  const receipt = await createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt({
    hash,
  })
  if (receipt.status !== 'success') throw new Error(`funding ${to} with ${token} reverted`)
}

export type NodeTransfer = { from: Hex; to: Hex; value: bigint }

/** The Transfer events of `token` in the receipt of `hash`, read from the node. */
export async function receiptTransfers(rpcUrl: string, hash: Hex, token: Hex) {
  const receipt = await nodeRpc<{
    status: Hex
    logs: { address: Hex; data: Hex; topics: Hex[] }[]
  }>(rpcUrl, 'eth_getTransactionReceipt', [hash])
  const transfers: NodeTransfer[] = []
  for (const log of receipt.logs) {
    if (log.address.toLowerCase() !== token.toLowerCase()) continue
    const { args } = decodeEventLog({
      abi: [TRANSFER],
      data: log.data,
      topics: log.topics as [Hex, ...Hex[]],
    })
    transfers.push({ from: args.from, to: args.to, value: args.value })
  }
  return { status: receipt.status, transfers }
}

/**
 * In the open Send view: picks the token, types amount and receiver, reviews and sends; the
 * embedded wallet then asks for approval in the modal, which is given; ends on the Account view.
 */
export async function sendFromEmbeddedWallet(
  page: Page,
  { tokenName, amount, receiver }: { tokenName: string; amount: string; receiver: string },
): Promise<void> {
  const send = modal(page, 'Send')
  await chooseSendToken(page, tokenName)
  await send.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await send.getByRole('textbox', { name: 'To' }).fill(receiver)
  await send.getByRole('button', { name: 'Review send' }).click()
  const review = modal(page, 'Review send')
  await review.waitFor()
  await review.getByRole('button', { name: 'Send', exact: true }).click()
  await answerApproval(page, 'Approve')
  await modal(page, 'Account').waitFor({ timeout: 60_000 })
}

/** A sign-in session as `GET /v1/sessions/{account}` lists it. */
type ApiSiwxSession = { id: string; message: string }

/** The sign-in sessions the api lists for `caipAddress`, with the token the page stored. */
export async function apiSessions(page: Page, caipAddress: string): Promise<ApiSiwxSession[]> {
  const key = caipAddress.toLowerCase()
  const stored = await page.evaluate(() => localStorage.getItem('@openappkit/siwx-tokens'))
  const token = (JSON.parse(stored ?? '{}') as Record<string, { token: string }>)[key]?.token
  if (!token) throw new Error(`the page holds no sign-in token for ${key}`)
  const { apiUrl } = inject('lab')
  const response = await fetch(`${apiUrl}/v1/sessions/${encodeURIComponent(key)}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  if (!response.ok) throw new Error(`GET /v1/sessions answered ${response.status}`)
  return ((await response.json()) as { siwx: ApiSiwxSession[] }).siwx
}
