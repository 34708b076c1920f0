import {
  type Account,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { DevnetManifest } from '../../src/config/index.ts'

/** Clients for one funded devnet account on one chain. */
export type TestWallet = {
  account: Account & { address: `0x${string}` }
  wallet: WalletClient<Transport, Chain, Account>
  client: PublicClient<Transport, Chain>
  chain: Chain
  caipNetworkId: string
}

/** The devnet chain `chainIndex` (0: 31337, 1: 31338) as a viem chain. */
export function devnetChain(manifest: DevnetManifest, chainIndex = 0): Chain {
  const chain = manifest.evm.chains[chainIndex]
  if (!chain) throw new Error(`no devnet chain ${chainIndex}`)
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    contracts: { multicall3: { address: manifest.evm.contracts.multicall3 as Hex } },
  })
}

/** Wallet and public client of funded account `accountIndex` (tests use 0-7; 8 is the treasury). */
export function testWallet(
  manifest: DevnetManifest,
  accountIndex: number,
  chainIndex = 0,
): TestWallet {
  const key = manifest.evm.accounts[accountIndex]?.privateKey
  if (!key) throw new Error(`no devnet account ${accountIndex}`)
  return walletForKey(manifest, key as Hex, chainIndex)
}

/** Wallet of an arbitrary key (e.g. a fresh one that holds nothing). */
export function walletForKey(manifest: DevnetManifest, key: Hex, chainIndex = 0): TestWallet {
  const chain = devnetChain(manifest, chainIndex)
  const account = privateKeyToAccount(key)
  return {
    account,
    wallet: createWalletClient({ account, chain, transport: http() }),
    client: createPublicClient({ chain, transport: http() }),
    chain,
    caipNetworkId: `eip155:${chain.id}`,
  }
}

/** A fresh address that has never been used. */
export function freshAddress(): `0x${string}` {
  return privateKeyToAccount(generatePrivateKey()).address
}

/**
 * Polls for a receipt: viem's waitForTransactionReceipt waits for a further block, which never
 * comes with anvil's automine once the chain is idle.
 */
export async function waitForReceipt(
  client: PublicClient<Transport, Chain>,
  hash: Hex,
  timeoutMs = 20_000,
): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined)
    if (receipt) return receipt
    if (Date.now() > deadline) throw new Error(`no receipt for ${hash}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** Polls `read` until `accept` holds, failing after `timeoutMs`. */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (accept(value)) return value
    if (Date.now() > deadline)
      throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
