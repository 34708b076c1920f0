import {
  appendTransactionMessageInstructions,
  blockhash,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { latestBlockhash, type SolanaLedger, type TransactionRecord } from './ledger.ts'
import { sendWireTransaction } from './process-transaction.ts'

/** Parameters of {@link sendLocalTransaction}. */
export type SendLocalTransactionParameters = {
  feePayer: KeyPairSigner
  instructions: readonly Instruction[]
}

/**
 * Builds, signs and executes a transaction from keys the devnet holds (faucet, fixtures), through
 * the same path as a client's sendTransaction, so it lands, is recorded and notifies subscribers.
 */
export async function sendLocalTransaction(
  ledger: SolanaLedger,
  { feePayer, instructions }: SendLocalTransactionParameters,
): Promise<TransactionRecord> {
  const lifetime = latestBlockhash(ledger)
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(feePayer, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: blockhash(lifetime.blockhash),
          lastValidBlockHeight: lifetime.lastValidBlockHeight,
        },
        draft,
      ),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  const signed = await signTransactionMessageWithSigners(message)
  const wire = new Uint8Array(getTransactionEncoder().encode(signed))
  return sendWireTransaction(ledger, wire)
}
