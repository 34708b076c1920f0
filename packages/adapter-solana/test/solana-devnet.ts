import { encodeBase58 } from '@openappkit/common/encoding'
import { defineLocalSolanaNetwork, solanaDevnet } from '@openappkit/common/networks'
import { createMemoryWebStorage } from '@openappkit/testing'
import {
  createSolanaTestWallet,
  registerSolanaTestWallet,
} from '@openappkit/testing/wallet-standard'
import { Connection, PublicKey } from '@solana/web3.js'
import { inject } from 'vitest'

/**
 * The devnet's Solana cluster as networks (local first, then the public devnet, which no check
 * reads from), and a test wallet holding accounts `firstAccount` and the next, registered in
 * this page under `name`. Reads in the checks go through @solana/web3.js, a client we did not write.
 */
export async function solanaSetup(firstAccount: number, name: string) {
  const manifest = inject('devnetManifest')
  const { solana } = manifest
  const accounts = solana.accounts.slice(firstAccount, firstAccount + 2)
  const [first, second] = accounts
  if (!first || !second) throw new Error(`the devnet has no Solana accounts ${firstAccount}+1`)
  const testWallet = await createSolanaTestWallet({
    secretKeys: [first.secretKey, second.secretKey],
    rpcUrl: solana.rpcUrl,
    chains: [solana.caipNetworkId as `solana:${string}`],
    name,
  })
  registerSolanaTestWallet(testWallet)
  const local = defineLocalSolanaNetwork({ rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl })
  const connection = new Connection(solana.rpcUrl, {
    commitment: 'confirmed',
    wsEndpoint: solana.wsUrl,
  })
  return {
    manifest,
    testWallet,
    addresses: [first.address, second.address] as const,
    networks: [local, solanaDevnet] as const,
    connection,
  }
}

/** The owner's balance of `mint` in whole-unit-free integers (0 without a token account). */
export async function tokenBalanceOf(connection: Connection, owner: string, mint: string) {
  const { value } = await connection.getParsedTokenAccountsByOwner(new PublicKey(owner), {
    mint: new PublicKey(mint),
  })
  return value.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount as string),
    0n,
  )
}

/** An address nobody has used yet (random 32 bytes). */
export function freshAddress(): string {
  return encodeBase58(crypto.getRandomValues(new Uint8Array(32)))
}

/** A fresh in-memory storage, standing in for one browser profile's localStorage. */
export const memoryStorage = createMemoryWebStorage
