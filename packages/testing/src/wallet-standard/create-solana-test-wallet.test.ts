import { decodeBase58, encodeBase58 } from '@openappkit/common/encoding'
import type { WalletAccount } from '@wallet-standard/base'
import { describe, expect, inject, it } from 'vitest'
import { createSolanaTestWallet } from './create-solana-test-wallet.ts'
import { parseWireTransaction } from './solana-transaction.ts'

type Features = Record<string, Record<string, (...values: never[]) => Promise<unknown>>>

async function rpc<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}

/** A legacy System Program transfer, unsigned, as a dapp's library would serialize it. */
function transfer(from: string, to: string, lamports: bigint, blockhash: string): Uint8Array {
  const data = new Uint8Array(12)
  new DataView(data.buffer).setUint32(0, 2, true)
  new DataView(data.buffer).setBigUint64(4, lamports, true)
  const keys = [...decodeBase58(from), ...decodeBase58(to), ...new Uint8Array(32)]
  const instruction = [1, 2, 2, 0, 1, 12, ...data]
  const message = [1, 0, 1, 3, ...keys, ...decodeBase58(blockhash), ...instruction]
  return Uint8Array.from([1, ...new Uint8Array(64), ...message])
}

async function verify(address: string, message: Uint8Array, signature: Uint8Array) {
  const key = await crypto.subtle.importKey('raw', decodeBase58(address), 'Ed25519', false, [
    'verify',
  ])
  const signed = message as Uint8Array<ArrayBuffer>
  return crypto.subtle.verify('Ed25519', key, signature as Uint8Array<ArrayBuffer>, signed)
}

async function setup() {
  const { solana } = inject('devnetManifest')
  const [first, second] = solana.accounts
  if (!first || !second) throw new Error('the devnet has fewer than two Solana accounts')
  const testWallet = await createSolanaTestWallet({
    secretKeys: [first.secretKey, second.secretKey],
    rpcUrl: solana.rpcUrl,
    chains: [solana.caipNetworkId as `solana:${string}`],
  })
  const features = testWallet.wallet.features as Features
  const call = <T>(feature: string, method: string, ...values: unknown[]) => {
    const run = features[feature]?.[method] as ((...inputs: unknown[]) => Promise<T>) | undefined
    if (!run) throw new Error(`the wallet has no ${feature} ${method}`)
    return run(...values)
  }
  return { solana, first, second, testWallet, call }
}

describe('the Solana Wallet Standard test wallet', () => {
  it('connects on a prompt, reconnects silently, reports changes and can refuse', async () => {
    const { testWallet, call, first, second } = await setup()
    const changes: string[][] = []
    call<() => void>(
      'standard:events',
      'on',
      'change',
      ({ accounts = [] }: { accounts?: WalletAccount[] }) =>
        changes.push(accounts.map((account) => account.address)),
    )
    expect(await call('standard:connect', 'connect', { silent: true })).toEqual({ accounts: [] })
    testWallet.rejectNextRequest()
    await expect(call('standard:connect', 'connect')).rejects.toMatchObject({ code: 4001 })
    const { accounts } = await call<{ accounts: WalletAccount[] }>('standard:connect', 'connect')
    expect(accounts.map((account) => account.address)).toEqual([first.address])
    expect(testWallet.switchAccount(1)).toBe(second.address)
    testWallet.revoke()
    expect(changes).toEqual([[first.address], [second.address], []])
    expect(testWallet.wallet.accounts).toEqual([])
  })

  it('signs messages and transactions with the account key', async () => {
    const { testWallet, call, first, second, solana } = await setup()
    const { accounts } = await call<{ accounts: WalletAccount[] }>('standard:connect', 'connect')
    const account = accounts[0] as WalletAccount
    const message = new TextEncoder().encode('Hello Solana')
    const [signed] = await call<{ signature: Uint8Array }[]>('solana:signMessage', 'signMessage', {
      account,
      message,
    })
    expect(await verify(first.address, message, signed?.signature as Uint8Array)).toBe(true)

    const { value } = await rpc<{ value: { blockhash: string } }>(
      solana.rpcUrl,
      'getLatestBlockhash',
    )
    const unsigned = transfer(first.address, second.address, 1_000n, value.blockhash)
    const [{ signedTransaction }] = (await call('solana:signTransaction', 'signTransaction', {
      account,
      transaction: unsigned,
    })) as [{ signedTransaction: Uint8Array }]
    const parsed = parseWireTransaction(signedTransaction)
    expect(encodeBase58(parsed.signers[0] as Uint8Array)).toBe(first.address)
    expect(await verify(first.address, parsed.message, parsed.signatures[0] as Uint8Array)).toBe(
      true,
    )
    expect(testWallet.requests).toEqual([
      'standard:connect',
      'solana:signMessage',
      'solana:signTransaction',
    ])
  })

  it('signs and sends a SOL transfer the local cluster executes', async () => {
    const { call, first, second, solana } = await setup()
    const { accounts } = await call<{ accounts: WalletAccount[] }>('standard:connect', 'connect')
    const balance = async (address: string) =>
      (await rpc<{ value: number }>(solana.rpcUrl, 'getBalance', [address])).value
    const before = await balance(second.address)
    const { value } = await rpc<{ value: { blockhash: string } }>(
      solana.rpcUrl,
      'getLatestBlockhash',
    )
    const [{ signature }] = (await call('solana:signAndSendTransaction', 'signAndSendTransaction', {
      account: accounts[0],
      transaction: transfer(first.address, second.address, 5_000n, value.blockhash),
    })) as [{ signature: Uint8Array }]
    expect(signature).toHaveLength(64)
    await expect.poll(() => balance(second.address)).toBe(before + 5_000)
  })
})
