import { describe, expect, it } from 'vitest'
import {
  createSolanaTreasury,
  type DeliveryOrder,
  findOnRampTarget,
  replaceDelivery,
  type SignedDelivery,
} from '../src/onramp/index.ts'
import { blockhashOf } from '../src/onramp/solana-delivery-outcome.ts'
import { freshSolanaAddress, solanaRpc } from './helpers/solana.ts'
import { testDatabaseKinds } from './helpers/test-databases.ts'
import { useTestStack } from './helpers/use-test-stack.ts'

// 0.01 SOL: above the rent-exempt minimum a new system account must hold.
const LAMPORTS = 10_000_000n
// The devnet makes one block per landed transaction; a blockhash is valid for 150 of them.
const BLOCKS_TO_EXPIRE = 151

class Killed extends Error {}

// What a process SIGKILLed mid-delivery leaves behind, made with the treasury's own code and
// stopped at an exact point (the fault harness hits the same states at random on EVM).
describe.each(testDatabaseKinds())('Solana on-ramp checkout left mid-delivery (%s)', (database) => {
  const stack = useTestStack(database)
  const rpcUrl = () => stack.devnet.manifest.solana.rpcUrl

  const treasury = () => {
    const { context } = stack.api
    const secretKey = context.config.onramp.treasury.solanaSecretKey
    if (!secretKey) throw new Error('the devnet configuration has no Solana treasury')
    return createSolanaTreasury(context, secretKey)
  }

  async function openCheckout(recipient: string): Promise<{ id: string; order: DeliveryOrder }> {
    const { status, body } = await stack.api.call('/v1/generators/onrampurl', {
      destinationWallets: [{ address: recipient, blockchains: ['solana-devnet'], assets: ['SOL'] }],
      partnerUserId: 'resume',
    })
    expect(status).toBe(200)
    const id = new URL((body as { url: string }).url).pathname.split('/').at(-1) ?? ''
    const target = findOnRampTarget(stack.api.context, 'SOL', 'solana-devnet')
    return { id, order: { target, recipient, units: LAMPORTS } }
  }

  /** Stores the claim with the signed delivery as completeCheckout does. */
  async function storeClaim(
    id: string,
    order: DeliveryOrder,
    delivery: SignedDelivery,
  ): Promise<boolean> {
    const claimed = await stack.api.context.db
      .updateTable('onramp_sessions')
      .set({
        status: 'processing',
        purchase_currency: 'SOL',
        purchase_network: 'solana-devnet',
        purchase_amount: '0.01',
        recipient: order.recipient,
        tx_hash: delivery.txHash,
        delivery_tx: delivery.rawTransaction,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    return Number(claimed.numUpdatedRows) === 1
  }

  /** The process dies right after the claim was stored: nothing was sent. */
  async function claimThenDie(id: string, order: DeliveryOrder): Promise<SignedDelivery> {
    let stored: SignedDelivery | undefined
    const delivering = treasury().deliver(order, async (delivery) => {
      await storeClaim(id, order, delivery)
      stored = delivery
      throw new Killed()
    })
    await expect(delivering).rejects.toBeInstanceOf(Killed)
    if (!stored) throw new Error('the delivery was never recorded')
    return stored
  }

  /** The process dies after its delivery landed, before it marked the checkout completed. */
  async function landThenDie(id: string, order: DeliveryOrder): Promise<SignedDelivery> {
    let stored: SignedDelivery | undefined
    const outcome = await treasury().deliver(order, async (delivery) => {
      stored = delivery
      return storeClaim(id, order, delivery)
    })
    expect(outcome?.status).toBe('delivered')
    if (!stored) throw new Error('the delivery was never recorded')
    return stored
  }

  /** Lands enough other transactions that `delivery`'s blockhash can no longer be used. */
  async function expireBlockhashOf(delivery: SignedDelivery): Promise<void> {
    const faucetTarget = freshSolanaAddress()
    for (let block = 0; block < BLOCKS_TO_EXPIRE; block += 1)
      await solanaRpc(rpcUrl(), 'requestAirdrop', [faucetTarget, 1_000_000])
    const valid = await solanaRpc<{ value: boolean }>(rpcUrl(), 'isBlockhashValid', [
      blockhashOf(delivery.rawTransaction),
    ])
    expect(valid.value).toBe(false)
  }

  const balanceOf = async (address: string) =>
    BigInt((await solanaRpc<{ value: number }>(rpcUrl(), 'getBalance', [address])).value)

  const statusOfSignature = async (signature: string) =>
    (await solanaRpc<{ value: unknown[] }>(rpcUrl(), 'getSignatureStatuses', [[signature]]))
      .value[0]

  const checkout = async (id: string) =>
    (await stack.api.call(`/v1/onramp/checkout/${id}`)).body as {
      status: string
      txHash: string | null
    }

  it('sends a delivery that was claimed but never sent, once', async () => {
    const recipient = freshSolanaAddress()
    const { id, order } = await openCheckout(recipient)
    const stored = await claimThenDie(id, order)
    expect(await balanceOf(recipient)).toBe(0n)
    expect(await checkout(id)).toMatchObject({ status: 'completed', txHash: stored.txHash })
    expect(await checkout(id)).toMatchObject({ status: 'completed', txHash: stored.txHash })
    expect(await balanceOf(recipient)).toBe(LAMPORTS)
  })

  it('signs again, once, a claimed delivery whose blockhash expired before it was sent', async () => {
    const recipient = freshSolanaAddress()
    const { id, order } = await openCheckout(recipient)
    const stored = await claimThenDie(id, order)
    await expireBlockhashOf(stored)
    // Two processes look at the same time: one replacement is recorded and sent.
    await Promise.all([checkout(id), checkout(id)])
    const settled = await checkout(id)
    expect(settled.status).toBe('completed')
    expect(settled.txHash).not.toBe(stored.txHash)
    expect(await statusOfSignature(stored.txHash)).toBeNull()
    expect(await balanceOf(recipient)).toBe(LAMPORTS)
  })

  it('records a replacement only over the delivery it replaces', async () => {
    const { id, order } = await openCheckout(freshSolanaAddress())
    const stored = await claimThenDie(id, order)
    const first = { txHash: 'first-replacement', rawTransaction: stored.rawTransaction }
    const second = { txHash: 'second-replacement', rawTransaction: stored.rawTransaction }
    // Two processes found the same expired delivery: the one that stores second loses.
    expect(await replaceDelivery(stack.api.context, id, stored.txHash)(first)).toBe(true)
    expect(await replaceDelivery(stack.api.context, id, stored.txHash)(second)).toBe(false)
    const row = await stack.api.context.db
      .selectFrom('onramp_sessions')
      .select(['status', 'tx_hash'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'processing', tx_hash: 'first-replacement' })
  })

  it('completes a delivery that landed before the process died, without paying again', async () => {
    const recipient = freshSolanaAddress()
    const { id, order } = await openCheckout(recipient)
    const stored = await landThenDie(id, order)
    expect(await balanceOf(recipient)).toBe(LAMPORTS)
    // Its blockhash expired meanwhile: it landed, so it must not be signed again.
    await expireBlockhashOf(stored)
    expect(await checkout(id)).toMatchObject({ status: 'completed', txHash: stored.txHash })
    expect(await balanceOf(recipient)).toBe(LAMPORTS)
  })
})
