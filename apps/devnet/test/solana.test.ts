import {
  address,
  airdropFactory,
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  compileTransactionMessage,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Encoder,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageEncoder,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  type Rpc,
  type RpcSubscriptions,
  type SolanaRpcApi,
  type SolanaRpcSubscriptionsApi,
  sendAndConfirmTransactionFactory,
  setTransactionMessageComputeUnitLimit,
  setTransactionMessageComputeUnitPrice,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevnetManifest, EPHEMERAL_DEVNET_PORTS, startDevnet } from '../src/index.ts'

let devnet: Awaited<ReturnType<typeof startDevnet>>
let manifest: DevnetManifest
let rpc: Rpc<SolanaRpcApi>
let rpcSubscriptions: RpcSubscriptions<SolanaRpcSubscriptionsApi>
let sendAndConfirm: ReturnType<typeof sendAndConfirmTransactionFactory>
const abort = new AbortController()

beforeAll(async () => {
  devnet = await startDevnet({ ports: EPHEMERAL_DEVNET_PORTS })
  manifest = devnet.manifest
  rpc = createSolanaRpc(manifest.solana.rpcUrl)
  rpcSubscriptions = createSolanaRpcSubscriptions(manifest.solana.wsUrl)
  sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })
})

afterAll(async () => {
  abort.abort()
  await devnet?.stop()
})

async function testSigner(index: number): Promise<KeyPairSigner> {
  const account = manifest.solana.accounts[index]
  if (!account) throw new TypeError(`no Solana test account ${index}`)
  return createKeyPairSignerFromBytes(getBase58Encoder().encode(account.secretKey))
}

async function confirm(feePayer: KeyPairSigner, instructions: Instruction[]) {
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(feePayer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  const signed = await signTransactionMessageWithSigners(message)
  assertIsTransactionWithBlockhashLifetime(signed)
  // sendAndConfirm waits on signatureNotifications and slotNotifications over the websocket.
  await sendAndConfirm(signed, { commitment: 'confirmed' })
  return getSignatureFromTransaction(signed)
}

async function usdcBalance(tokenAccount: string): Promise<bigint> {
  const { value } = await rpc.getTokenAccountBalance(address(tokenAccount)).send()
  return BigInt(value.amount)
}

describe('Solana devnet', () => {
  it('reports its fixed genesis hash and CAIP id', async () => {
    expect(await rpc.getGenesisHash().send()).toBe(manifest.solana.genesisHash)
    expect(manifest.solana.caipNetworkId).toBe(`solana:${manifest.solana.genesisHash.slice(0, 32)}`)
    expect(await rpc.getHealth().send()).toBe('ok')
  })

  it('airdrops SOL to a fresh key, confirmed over the websocket', async () => {
    const recipient = await generateKeyPairSigner()
    const airdrop = airdropFactory({ rpc, rpcSubscriptions })
    await airdrop({
      commitment: 'confirmed',
      recipientAddress: recipient.address,
      lamports: lamports(2_000_000_000n),
    })
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(2_000_000_000n)
    // The same request again is a new transaction, not "already processed".
    await airdrop({
      commitment: 'confirmed',
      recipientAddress: recipient.address,
      lamports: lamports(2_000_000_000n),
    })
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(4_000_000_000n)
  })

  it('transfers SOL: the recipient gains the amount, the sender also pays the fee', async () => {
    const sender = await testSigner(0)
    const recipient = await generateKeyPairSigner()
    const before = (await rpc.getBalance(sender.address).send()).value
    const notifications = await rpcSubscriptions
      .accountNotifications(recipient.address, { commitment: 'confirmed' })
      .subscribe({ abortSignal: abort.signal })
    const firstNotification = notifications[Symbol.asyncIterator]().next()
    const signature = await confirm(sender, [
      getTransferSolInstruction({
        source: sender,
        destination: recipient.address,
        amount: lamports(1_000_000_000n),
      }),
    ])
    const notified = await firstNotification
    expect(notified.done).toBe(false)
    expect(notified.value?.value?.lamports).toBe(1_000_000_000n)
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(1_000_000_000n)
    const transaction = await rpc
      .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'json' })
      .send()
    expect(transaction?.meta?.err).toBeNull()
    const fee = transaction?.meta?.fee ?? 0n
    expect(fee).toBe(5000n)
    expect((await rpc.getBalance(sender.address).send()).value).toBe(before - 1_000_000_000n - fee)
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    expect(status?.confirmationStatus).toBe('finalized')
    const history = await rpc.getSignaturesForAddress(recipient.address).send()
    expect(history.map((entry) => entry.signature)).toEqual([signature])
  })

  it('transfers USDC (SPL) to a new owner, creating its associated token account', async () => {
    const sender = await testSigner(1)
    const senderTokenAccount = manifest.solana.accounts[1]?.usdcTokenAccount as string
    const recipient = await generateKeyPairSigner()
    const mint = address(manifest.solana.mints.usdc.address)
    const [recipientTokenAccount] = await findAssociatedTokenPda({
      owner: recipient.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const senderBefore = await usdcBalance(senderTokenAccount)
    expect(senderBefore).toBe(1_000_000n * 10n ** 6n)
    await confirm(sender, [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: sender,
        ata: recipientTokenAccount,
        owner: recipient.address,
        mint,
      }),
      getTransferCheckedInstruction({
        source: address(senderTokenAccount),
        mint,
        destination: recipientTokenAccount,
        authority: sender,
        amount: 25_500_000n,
        decimals: manifest.solana.mints.usdc.decimals,
      }),
    ])
    expect(await usdcBalance(recipientTokenAccount)).toBe(25_500_000n)
    expect(await usdcBalance(senderTokenAccount)).toBe(senderBefore - 25_500_000n)
    const { value: accounts } = await rpc
      .getTokenAccountsByOwner(recipient.address, { mint }, { encoding: 'jsonParsed' })
      .send()
    expect(accounts).toHaveLength(1)
    expect(accounts[0]?.pubkey).toBe(recipientTokenAccount)
    expect(accounts[0]?.account.data.parsed.info).toMatchObject({
      mint,
      owner: recipient.address,
      state: 'initialized',
      tokenAmount: { amount: '25500000', decimals: 6, uiAmountString: '25.5' },
    })
  })

  it('lands a failing transaction with its error (skipPreflight) and refuses it in preflight', async () => {
    const poor = await generateKeyPairSigner()
    const sender = await testSigner(2)
    await confirm(sender, [
      getTransferSolInstruction({
        source: sender,
        destination: poor.address,
        amount: lamports(10_000_000n),
      }),
    ])
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(poor, draft),
      (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
      (draft) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({
              source: poor,
              destination: sender.address,
              amount: lamports(50_000_000n),
            }),
          ],
          draft,
        ),
    )
    const signed = await signTransactionMessageWithSigners(message)
    assertIsTransactionWithBlockhashLifetime(signed)
    await expect(sendAndConfirm(signed, { commitment: 'confirmed' })).rejects.toThrow()
    expect((await rpc.getBalance(poor.address).send()).value).toBe(10_000_000n)

    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(signed), {
        encoding: 'base64',
        skipPreflight: true,
      })
      .send()
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    // @solana/kit reads every JSON number as a bigint.
    expect(status?.err).toEqual({ InstructionError: [0n, { Custom: 1n }] })
    expect((await rpc.getBalance(poor.address).send()).value).toBe(10_000_000n - 5000n)
  })

  it('simulates without committing and reports logs and units', async () => {
    const sender = await testSigner(3)
    const recipient = await generateKeyPairSigner()
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(sender, draft),
      (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
      (draft) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({
              source: sender,
              destination: recipient.address,
              amount: lamports(1_000_000n),
            }),
          ],
          draft,
        ),
    )
    const wire = getBase64EncodedWireTransaction(await signTransactionMessageWithSigners(message))
    const { value } = await rpc
      .simulateTransaction(wire, {
        encoding: 'base64',
        accounts: { addresses: [recipient.address], encoding: 'base64' },
      })
      .send()
    expect(value.err).toBeNull()
    expect(value.logs).toContain('Program 11111111111111111111111111111111 success')
    expect(value.unitsConsumed).toBeGreaterThan(0n)
    expect(value.accounts?.[0]?.lamports).toBe(1_000_000n)
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(0n)
  })

  it('quotes the fee it then charges, priority fee included', async () => {
    const sender = await testSigner(4)
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(sender, draft),
      (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
      (draft) => setTransactionMessageComputeUnitLimit(10_000, draft),
      (draft) => setTransactionMessageComputeUnitPrice(2_000_000n, draft),
      (draft) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({
              source: sender,
              destination: sender.address,
              amount: lamports(1n),
            }),
          ],
          draft,
        ),
    )
    const messageBytes = getCompiledTransactionMessageEncoder().encode(
      compileTransactionMessage(message),
    )
    const { value: quoted } = await rpc
      .getFeeForMessage(getBase64Decoder().decode(messageBytes) as TransactionMessageBytesBase64)
      .send()
    // 5000 per signature + 2 lamports per unit × 10 000 units.
    expect(quoted).toBe(25_000n)
    const signed = await signTransactionMessageWithSigners(message)
    assertIsTransactionWithBlockhashLifetime(signed)
    const before = (await rpc.getBalance(sender.address).send()).value
    await sendAndConfirm(signed, { commitment: 'confirmed' })
    expect((await rpc.getBalance(sender.address).send()).value).toBe(before - 25_000n)
    const transaction = await rpc
      .getTransaction(getSignatureFromTransaction(signed), {
        maxSupportedTransactionVersion: 0,
        encoding: 'json',
      })
      .send()
    expect(transaction?.meta?.fee).toBe(25_000n)
  })
})
