import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevnetManifest, EPHEMERAL_DEVNET_PORTS, startDevnet } from '../src/index.ts'
import { base58ToBytes } from './helpers.ts'

// @solana/web3.js validates every answer against its own structs: these tests fail on any
// response shape it does not accept.
let devnet: Awaited<ReturnType<typeof startDevnet>>
let manifest: DevnetManifest
let connection: Connection

beforeAll(async () => {
  devnet = await startDevnet({ ports: EPHEMERAL_DEVNET_PORTS })
  manifest = devnet.manifest
  connection = new Connection(manifest.solana.rpcUrl, {
    commitment: 'confirmed',
    wsEndpoint: manifest.solana.wsUrl,
  })
})

afterAll(async () => {
  await devnet?.stop()
})

function testKeypair(index: number): Keypair {
  const account = manifest.solana.accounts[index]
  if (!account) throw new TypeError(`no Solana test account ${index}`)
  return Keypair.fromSecretKey(base58ToBytes(account.secretKey))
}

describe('Solana devnet with @solana/web3.js', () => {
  it('airdrops and confirms with the blockhash strategy', async () => {
    const recipient = Keypair.generate()
    const signature = await connection.requestAirdrop(recipient.publicKey, 3 * LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    const result = await connection.confirmTransaction({ signature, ...latest })
    expect(result.value.err).toBeNull()
    expect(await connection.getBalance(recipient.publicKey)).toBe(3 * LAMPORTS_PER_SOL)
  })

  it('sends and confirms a legacy SOL transfer, then reads it back parsed', async () => {
    const sender = testKeypair(0)
    const recipient = Keypair.generate()
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: recipient.publicKey,
        lamports: LAMPORTS_PER_SOL / 2,
      }),
    )
    const signature = await sendAndConfirmTransaction(connection, transaction, [sender])
    expect(await connection.getBalance(recipient.publicKey)).toBe(LAMPORTS_PER_SOL / 2)
    const parsed = await connection.getParsedTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    })
    expect(parsed?.meta?.err).toBeNull()
    expect(parsed?.transaction.message.accountKeys[0]?.pubkey.toBase58()).toBe(
      sender.publicKey.toBase58(),
    )
    const plain = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(plain?.meta?.postBalances[1]).toBe(LAMPORTS_PER_SOL / 2)
    const history = await connection.getSignaturesForAddress(sender.publicKey, { limit: 1 })
    expect(history[0]?.signature).toBe(signature)
  })

  it('lists token accounts parsed, with the USDC balance', async () => {
    const owner = testKeypair(1)
    const mint = new PublicKey(manifest.solana.mints.usdc.address)
    const { value } = await connection.getParsedTokenAccountsByOwner(owner.publicKey, { mint })
    expect(value).toHaveLength(1)
    expect(value[0]?.pubkey.toBase58()).toBe(manifest.solana.accounts[1]?.usdcTokenAccount)
    expect(value[0]?.account.data.parsed.info.tokenAmount.uiAmount).toBe(1_000_000)
    const balance = await connection.getTokenAccountBalance(value[0]?.pubkey as PublicKey)
    expect(balance.value.decimals).toBe(6)
    const info = await connection.getParsedAccountInfo(mint)
    expect(info.value?.data).toMatchObject({ program: 'spl-token', parsed: { type: 'mint' } })
  })

  it('answers the cluster queries wallets make on connect', async () => {
    expect(await connection.getGenesisHash()).toBe(manifest.solana.genesisHash)
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+/)
    const epoch = await connection.getEpochInfo()
    expect(epoch.absoluteSlot).toBe(await connection.getSlot())
    expect(await connection.getBlockHeight()).toBeGreaterThan(0)
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280)
    const { blockhash } = await connection.getLatestBlockhash()
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
    const message = new Transaction({
      feePayer: testKeypair(2).publicKey,
      recentBlockhash: blockhash,
    })
      .add(
        SystemProgram.transfer({
          fromPubkey: testKeypair(2).publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1,
        }),
      )
      .compileMessage()
    expect((await connection.getFeeForMessage(message)).value).toBe(5000)
    const accounts = await connection.getMultipleAccountsInfo([
      testKeypair(3).publicKey,
      Keypair.generate().publicKey,
    ])
    expect(accounts[0]?.lamports).toBe(1000 * LAMPORTS_PER_SOL)
    expect(accounts[1]).toBeNull()
  })
})
