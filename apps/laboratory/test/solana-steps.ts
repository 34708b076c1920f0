import { decodeBase58 } from '@openappkit/common/encoding'
import type { Locator, Page } from 'playwright-core'
import { modal } from './lab-page-object.ts'

/** One JSON-RPC call to the devnet's Solana cluster. */
async function solanaRpc<TResult>(rpcUrl: string, method: string, params: unknown[]) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: TResult; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as TResult
}

/** Lamports of `address`, from the cluster itself. */
export async function nodeLamports(rpcUrl: string, address: string): Promise<bigint> {
  const { value } = await solanaRpc<{ value: number }>(rpcUrl, 'getBalance', [
    address,
    { commitment: 'confirmed' },
  ])
  return BigInt(value)
}

/** The owner's balance of `mint` in the token's smallest unit, from the cluster. */
export async function nodeSplBalance(rpcUrl: string, owner: string, mint: string) {
  const { value } = await solanaRpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>(rpcUrl, 'getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed' }])
  return value.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}

/** Whether `signature` (base58) is the ed25519 signature of `message` by `address`. */
export async function verifySolanaMessage(address: string, message: string, signature: string) {
  const key = await crypto.subtle.importKey('raw', decodeBase58(address), 'Ed25519', false, [
    'verify',
  ])
  const bytes = new TextEncoder().encode(message)
  return crypto.subtle.verify('Ed25519', key, decodeBase58(signature), bytes)
}

/** Opens the Account view from `<appkit-button>`, which shows the start of the address. */
export async function openSolanaAccountView(page: Page, address: string): Promise<Locator> {
  await page
    .getByRole('button', { name: new RegExp(`^${address.slice(0, 4)}`) })
    .first()
    .click()
  const account = modal(page, 'Account')
  await account.waitFor()
  return account
}

/** Opens the Networks view from `<appkit-network-button>` (named after the active network). */
export async function openNetworksFrom(page: Page, networkName: RegExp): Promise<Locator> {
  await page.getByRole('button', { name: networkName }).first().click()
  const networks = modal(page, 'Select Network')
  await networks.waitFor()
  return networks
}
