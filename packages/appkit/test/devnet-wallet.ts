import { defineLocalNetworks, formatUnits } from '@openappkit/common'
import type { KeyValueStorage } from '@openappkit/controllers'
import { createTestWallet } from '@openappkit/testing'
import { inject } from 'vitest'

/** The devnet of this run as networks, plus a test wallet on it announcing itself (EIP-6963). */
export function devnetSetup(firstAccount: number, rdns: string) {
  const manifest = inject('devnetManifest')
  const [first, second] = manifest.evm.chains
  if (!first || !second) throw new Error('the devnet manifest lists fewer than two EVM chains')
  const rpcUrls = { [first.chainId]: first.rpcUrl, [second.chainId]: second.rpcUrl }
  const { devnetEvm, devnetEvm2 } = defineLocalNetworks({ evmRpcUrls: rpcUrls })
  const [one, two] = manifest.evm.accounts.slice(firstAccount, firstAccount + 2)
  if (!one || !two) throw new Error(`the devnet manifest has no accounts ${firstAccount}+`)
  const wallet = createTestWallet({
    privateKey: [one.privateKey, two.privateKey],
    rpcUrls,
    chainId: first.chainId,
    rdns,
    name: `Test Wallet ${rdns}`,
  })
  return { wallet, networks: [devnetEvm, devnetEvm2] as const, rpcUrls }
}

/** Native balance of `address` on the node at `rpcUrl`, in whole ether ("9999.5"). */
export async function nodeBalance(rpcUrl: string, address: string): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [address, 'latest'],
    }),
  })
  const { result } = (await response.json()) as { result: string }
  return formatUnits(BigInt(result), 18)
}

/** A fresh in-memory storage, standing in for one browser profile's localStorage. */
export function memoryStorage(): KeyValueStorage {
  const entries = new Map<string, string>()
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  }
}
