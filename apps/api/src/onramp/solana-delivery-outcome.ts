import {
  type Base64EncodedWireTransaction,
  type Blockhash,
  type createSolanaRpc,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Signature,
} from '@solana/kit'
import type { DeliveryOutcome, SignedDelivery } from './delivery.ts'

const CONFIRM_TIMEOUT_MS = 30_000
const CONFIRM_POLL_MS = 100

type Rpc = ReturnType<typeof createSolanaRpc>

/** The recent blockhash a signed transaction (base64 wire bytes) is valid with. */
export function blockhashOf(rawTransaction: string): Blockhash {
  const { messageBytes } = getTransactionDecoder().decode(getBase64Encoder().encode(rawTransaction))
  return getCompiledTransactionMessageDecoder().decode(messageBytes).lifetimeToken as Blockhash
}

// 'landed': confirmed (with its result); 'seen': the node has it, not yet confirmed; null: the
// node has no trace of it; undefined: the node could not be asked.
async function statusOf(
  rpc: Rpc,
  signature: string,
): Promise<'delivered' | 'reverted' | 'seen' | null | undefined> {
  try {
    const { value } = await rpc
      .getSignatureStatuses([signature as Signature], { searchTransactionHistory: true })
      .send()
    const status = value[0]
    if (!status) return null
    if (status.confirmationStatus !== 'confirmed' && status.confirmationStatus !== 'finalized')
      return 'seen'
    return status.err ? 'reverted' : 'delivered'
  } catch {
    return undefined
  }
}

// Judged at the finalized commitment: once a finalized block is past the blockhash's last valid
// height, no fork can still include a transaction using it.
async function hasExpired(rpc: Rpc, rawTransaction: string): Promise<boolean> {
  const valid = await rpc
    .isBlockhashValid(blockhashOf(rawTransaction), { commitment: 'finalized' })
    .send()
    .then(({ value }) => value)
    .catch(() => undefined)
  return valid === false
}

async function send(rpc: Rpc, delivery: SignedDelivery): Promise<void> {
  // A refusal is expected when the transaction already landed or its blockhash expired: the
  // status and the blockhash's validity below tell which.
  await rpc
    .sendTransaction(delivery.rawTransaction as Base64EncodedWireTransaction, {
      encoding: 'base64',
    })
    .send()
    .catch(() => undefined)
}

/**
 * Sends a signed Solana delivery (again: a copy of a landed transaction changes nothing) and
 * polls until it is confirmed or the wait times out. When its blockhash expired and it never
 * landed, it can no longer land: `resign` signs the same transfer with a new blockhash and stores
 * it (undefined: another process replaced it first), and the replacement is sent, once per call;
 * a replacement that expires too is `dropped`. Safe to run from several processes at once.
 */
export async function awaitSolanaDelivery(
  rpc: Rpc,
  first: SignedDelivery,
  resign: () => Promise<SignedDelivery | undefined>,
): Promise<DeliveryOutcome> {
  let delivery = first
  let resigned = false
  await send(rpc, delivery)
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  for (;;) {
    const { txHash } = delivery
    const status = await statusOf(rpc, txHash)
    if (status === 'delivered' || status === 'reverted') return { status, txHash }
    // The expiry is read before the status that decides: a transaction with no status after its
    // blockhash expired never landed and never will.
    if (status === null && (await hasExpired(rpc, delivery.rawTransaction))) {
      const late = await statusOf(rpc, txHash)
      if (late === 'delivered' || late === 'reverted') return { status: late, txHash }
      if (late === null) {
        if (resigned) return { status: 'dropped', txHash }
        resigned = true
        const replacement = await resign()
        if (!replacement) return { status: 'unconfirmed', txHash }
        delivery = replacement
        await send(rpc, delivery)
        continue
      }
    }
    if (Date.now() > deadline) return { status: 'unconfirmed', txHash }
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS))
  }
}
