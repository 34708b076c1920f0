// @vitest-environment happy-dom
import { isAppKitError } from '@openappkit/common/errors'
import {
  createSolanaTestWallet,
  registerSolanaTestWallet,
} from '@openappkit/testing/wallet-standard'
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it, vi } from 'vitest'
import { freshAddress, memoryStorage, solanaSetup, tokenBalanceOf } from '../test/solana-devnet.ts'
import { createToken2022Mint, TOKEN_2022_PROGRAM } from '../test/token-2022-mint.ts'
import { createSolanaAdapter } from './create-solana-adapter.ts'
import type { SolanaWalletProvider } from './provider/solana-provider.ts'

// Solana accounts 2 and 3 of the devnet belong to this file.
const name = 'Solana Adapter Wallet'
const { testWallet, addresses, networks, connection, manifest } = await solanaSetup(2, name)
const [first, second] = addresses
const usdc = manifest.solana.mints.usdc.address

async function connected() {
  testWallet.reset()
  const adapter = createSolanaAdapter({ networks: [...networks], storage: memoryStorage() })
  const result = await adapter.connect({ id: name, type: 'ANNOUNCED' })
  return { adapter, result, provider: result.provider as SolanaWalletProvider }
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (isAppKitError(error) ? error.code : String(error)),
  )

describe('createSolanaAdapter on the devnet', () => {
  it('reads the SOL balance the node reports and connects with eoa accounts', async () => {
    const { adapter, result } = await connected()
    expect(result.accounts).toEqual([{ address: first, type: 'eoa' }])
    const lamports = await connection.getBalance(new PublicKey(first))
    const { balance } = await adapter.getBalance({ address: first, caipNetwork: networks[0] })
    expect(Number(balance)).toBeCloseTo(lamports / 1e9, 9)
  })

  it('sends SPL to an account that already holds the token, without creating one', async () => {
    const { adapter } = await connected()
    const before = await tokenBalanceOf(connection, second, usdc)
    const { hash } = await adapter.sendTransaction({
      address: first,
      to: second,
      value: 2_000_000n,
      tokenAddress: usdc,
    })
    expect(await adapter.waitForTransaction?.({ hash })).toEqual({ status: 'success' })
    expect(await tokenBalanceOf(connection, second, usdc)).toBe(before + 2_000_000n)
    const sent = await connection.getParsedTransaction(hash, { commitment: 'confirmed' })
    const programs = sent?.transaction.message.instructions.map((item) => item.programId.toBase58())
    expect(programs).toEqual(['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'])
  })

  it('sends a Token-2022 token, creating the receiver’s account under that program', async () => {
    const { adapter } = await connected()
    const mint = await createToken2022Mint(connection, first, 50_000_000n)
    const receiver = freshAddress()
    const { hash } = await adapter.sendTransaction({
      address: first,
      to: receiver,
      value: 7_500_000n,
      tokenAddress: mint,
    })
    expect(await adapter.waitForTransaction?.({ hash })).toEqual({ status: 'success' })
    expect(await tokenBalanceOf(connection, receiver, mint)).toBe(7_500_000n)
    expect(await tokenBalanceOf(connection, first, mint)).toBe(42_500_000n)
    const sent = await connection.getParsedTransaction(hash, { commitment: 'confirmed' })
    const programs = sent?.transaction.message.instructions.map((item) => item.programId.toBase58())
    expect(programs).toEqual(['ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL', TOKEN_2022_PROGRAM])
  })

  it('hands out one web3.js Connection per cluster, reading what the node reads', async () => {
    const { adapter } = await connected()
    const own = await adapter.getConnection?.(networks[0])
    expect(own).toBeInstanceOf(Connection)
    expect(await adapter.getConnection?.(networks[0])).toBe(own)
    const reads = (own as Connection).getBalance(new PublicKey(first))
    expect(await reads).toBe(await connection.getBalance(new PublicKey(first)))
  })

  it('estimates the fee of a transfer from the cluster (one signature)', async () => {
    const { adapter } = await connected()
    const { fee } = await adapter.estimateFee({ address: first, to: second, value: 1n })
    expect(fee).toBe(5000n)
  })

  it('maps a send the account cannot pay, in SOL or in a token, to SOLANA_INSUFFICIENT_FUNDS', async () => {
    const { adapter } = await connected()
    const lamports = BigInt(await connection.getBalance(new PublicKey(first)))
    expect(
      await codeOf(adapter.sendTransaction({ address: first, to: second, value: lamports })),
    ).toBe('SOLANA_INSUFFICIENT_FUNDS')
    const tokens = await tokenBalanceOf(connection, first, usdc)
    expect(
      await codeOf(
        adapter.sendTransaction({
          address: first,
          to: second,
          value: tokens + 1n,
          tokenAddress: usdc,
        }),
      ),
    ).toBe('SOLANA_INSUFFICIENT_FUNDS')
  })

  it('refuses a bad receiver or a mint that is not one, before the wallet is asked', async () => {
    const { adapter } = await connected()
    const requests = testWallet.requests.length
    expect(await codeOf(adapter.sendTransaction({ address: first, to: '0xdead', value: 1n }))).toBe(
      'INVALID_ADDRESS',
    )
    expect(
      await codeOf(
        adapter.sendTransaction({ address: first, to: second, value: 1n, tokenAddress: second }),
      ),
    ).toBe('INVALID_TOKEN_MINT')
    expect(testWallet.requests.length).toBe(requests)
  })

  it('ends the session when the visitor disconnects the site in the wallet', async () => {
    const { adapter } = await connected()
    const ended: unknown[] = []
    adapter.on('disconnect', (payload) => ended.push(payload))
    testWallet.revoke()
    expect(ended).toEqual([{ connectorId: name }])
    expect(await codeOf(adapter.signMessage({ message: 'x', address: first }))).toBe(
      'NO_WALLET_CONNECTED',
    )
  })

  it('lists a wallet that registers after the adapter, and emits connectors', async () => {
    const adapter = createSolanaAdapter({ networks: [...networks], storage: memoryStorage() })
    const lists: string[][] = []
    adapter.on('connectors', ({ connectors }) => lists.push(connectors.map((item) => item.id)))
    const late = await createSolanaTestWallet({
      secretKeys: [manifest.solana.accounts[4]?.secretKey as string],
      rpcUrl: manifest.solana.rpcUrl,
      chains: [manifest.solana.caipNetworkId as `solana:${string}`],
      name: 'Late Wallet',
    })
    registerSolanaTestWallet(late)
    expect(lists.at(-1)).toContain('Late Wallet')
    adapter.destroy()
  })

  it('destroy() stops watching the registry and the wallet, and keeps the session', async () => {
    const { adapter } = await connected()
    const heard: unknown[] = []
    for (const event of ['connectors', 'accountChanged', 'chainChanged', 'disconnect'] as const) {
      adapter.on(event, (payload) => heard.push(payload))
    }
    adapter.destroy()
    adapter.destroy()
    const next = createSolanaAdapter({ networks: [...networks], storage: memoryStorage() })
    expect(await next.reconnect({ id: name, type: 'ANNOUNCED' })).toMatchObject({ address: first })
    const late = await createSolanaTestWallet({
      secretKeys: [manifest.solana.accounts[4]?.secretKey as string],
      rpcUrl: manifest.solana.rpcUrl,
      chains: [manifest.solana.caipNetworkId as `solana:${string}`],
      name: 'Wallet After Destroy',
    })
    registerSolanaTestWallet(late)
    expect(next.getConnectors().map((item) => item.id)).toContain('Wallet After Destroy')
    expect(adapter.getConnectors().map((item) => item.id)).not.toContain('Wallet After Destroy')
    const ended: unknown[] = []
    next.on('disconnect', (payload) => ended.push(payload))
    testWallet.revoke()
    expect(ended).toEqual([{ connectorId: name }])
    expect(heard).toEqual([])
    next.destroy()
  })

  describe('the wallet provider (useAppKitProvider("solana")) with @solana/web3.js', () => {
    const transfer = async (to: string) => {
      const { blockhash } = await connection.getLatestBlockhash('confirmed')
      return new Transaction({ feePayer: new PublicKey(first), recentBlockhash: blockhash }).add(
        SystemProgram.transfer({
          fromPubkey: new PublicKey(first),
          toPubkey: new PublicKey(to),
          lamports: 890_880 + 7,
        }),
      )
    }

    it('signs a web3.js Transaction and returns one that verifies', async () => {
      const { provider } = await connected()
      const signed = await provider.signTransaction(await transfer(second))
      expect(signed).toBeInstanceOf(Transaction)
      expect(signed.verifySignatures()).toBe(true)
      const signature = await connection.sendRawTransaction(signed.serialize())
      await connection.confirmTransaction(signature, 'confirmed')
      const status = await connection.getSignatureStatus(signature)
      expect(status.value?.err).toBeNull()
    })

    it('signs and sends, and sends through a web3.js Connection', async () => {
      const { provider } = await connected()
      const receiver = freshAddress()
      const first = await provider.signAndSendTransaction(await transfer(receiver))
      const second = await provider.sendTransaction(await transfer(receiver), connection)
      for (const signature of [first, second]) {
        const { value } = await connection.getSignatureStatus(signature, {
          searchTransactionHistory: true,
        })
        expect(value?.err).toBeNull()
      }
      expect(await connection.getBalance(new PublicKey(receiver))).toBe(2 * (890_880 + 7))
      const [account] = await provider.getAccounts()
      expect(account?.address).toBe(provider.address)
      // web3.js loads once a wallet is connected: then the incumbent's `publicKey` is there too.
      await vi.waitFor(() => expect(provider.publicKey).toBeInstanceOf(PublicKey))
      expect(provider.publicKey?.toBase58()).toBe(provider.address)
      expect(new PublicKey(account?.publicKey as Uint8Array).toBase58()).toBe(provider.address)
    })
  })
})
