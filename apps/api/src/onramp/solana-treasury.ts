import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import type { ApiContext } from '../server/api-context.ts'
import type { DeliveryOrder, RecordDelivery, SignedDelivery, Treasury } from './delivery.ts'
import { createSerialQueue, DeliveryError, treasuryTooLow } from './delivery-error.ts'
import type { OnRampTarget } from './onramp-assets.ts'
import { awaitSolanaDelivery } from './solana-delivery-outcome.ts'

/** Lamports kept for fees and the recipient's token account rent. */
const FEE_RESERVE_LAMPORTS = 5_000_000n

type Rpc = ReturnType<typeof createSolanaRpc>

async function splInstructions(
  rpc: Rpc,
  signer: KeyPairSigner,
  target: OnRampTarget,
  recipient: string,
  units: bigint,
) {
  const mint = address(target.tokenAddress ?? '')
  const mintAccount = await rpc.getAccountInfo(mint, { encoding: 'base64' }).send()
  if (!mintAccount.value) throw treasuryTooLow()
  const tokenProgram = mintAccount.value.owner
  const { value: accounts } = await rpc
    .getTokenAccountsByOwner(signer.address, { mint }, { encoding: 'jsonParsed' })
    .send()
  const source = accounts
    .map((entry) => ({
      pubkey: entry.pubkey,
      amount: BigInt(
        (entry.account.data.parsed.info as { tokenAmount: { amount: string } }).tokenAmount.amount,
      ),
    }))
    .sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0))[0]
  if (!source || source.amount < units) throw treasuryTooLow()
  const owner = address(recipient)
  const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram })
  return [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: signer,
      ata,
      owner,
      mint,
      tokenProgram,
    }),
    getTransferCheckedInstruction(
      {
        source: source.pubkey,
        mint,
        destination: ata,
        authority: signer,
        amount: units,
        decimals: target.decimals,
      },
      { programAddress: tokenProgram },
    ),
  ]
}

// Signs the transfer with a recent blockhash, after checking the treasury can cover it.
async function signDelivery(
  rpc: Rpc,
  payer: KeyPairSigner,
  { target, recipient, units }: DeliveryOrder,
): Promise<SignedDelivery> {
  const { value: balance } = await rpc.getBalance(payer.address).send()
  const needed = (target.tokenAddress ? 0n : units) + FEE_RESERVE_LAMPORTS
  if (balance < needed) throw treasuryTooLow()
  const instructions: Instruction[] = target.tokenAddress
    ? await splInstructions(rpc, payer, target, recipient, units)
    : [
        getTransferSolInstruction({
          source: payer,
          destination: address(recipient),
          amount: lamports(units),
        }),
      ]
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  const signed = await signTransactionMessageWithSigners(message)
  return {
    txHash: getSignatureFromTransaction(signed),
    rawTransaction: getBase64EncodedWireTransaction(signed),
  }
}

/**
 * A treasury paying from a base58 64-byte secret key, one signing at a time per process. The
 * signed transaction is recorded before it is sent; one whose blockhash expired before it landed
 * is signed again with a new blockhash (see {@link awaitSolanaDelivery}).
 */
export function createSolanaTreasury(context: ApiContext, secretKey: string): Treasury {
  const signer = createKeyPairSignerFromBytes(getBase58Encoder().encode(secretKey))
  const queue = createSerialQueue()
  const rpcOf = (caipNetworkId: string) => {
    const chain = context.chains.solana(caipNetworkId)
    if (!chain) throw new DeliveryError('Network not configured', { status: 500 })
    return createSolanaRpc(chain.config.rpcUrl)
  }
  // Signs the order again and records the replacement; a failure leaves the expired one stored
  // (the checkout stays processing and the next look tries again). `queued`: already running in
  // the queue (a delivery waits for its outcome there, so balance checks see what it spent).
  const resign = (rpc: Rpc, order: DeliveryOrder, record: RecordDelivery, queued: boolean) => {
    const sign = async () => signDelivery(rpc, await signer, order)
    return async () => {
      try {
        const replacement = await (queued ? sign() : queue(sign))
        return (await record(replacement)) ? replacement : undefined
      } catch (error) {
        context.logger.warn('on-ramp delivery could not be signed again', {
          message: error instanceof Error ? error.message : String(error),
        })
        return undefined
      }
    }
  }
  return {
    deliver(order, record) {
      const rpc = rpcOf(order.target.caipNetworkId)
      return queue(async () => {
        let delivery: SignedDelivery
        try {
          delivery = await signDelivery(rpc, await signer, order)
        } catch (error) {
          if (error instanceof DeliveryError) throw error
          throw new DeliveryError('The network refused the delivery', {
            status: 502,
            cause: error,
          })
        }
        if (!(await record(delivery))) return undefined
        return awaitSolanaDelivery(rpc, delivery, resign(rpc, order, record, true))
      })
    },
    resume(order, delivery, record) {
      const rpc = rpcOf(order.target.caipNetworkId)
      return awaitSolanaDelivery(rpc, delivery, resign(rpc, order, record, false))
    },
  }
}
