import { address, type Instruction, lamports } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { MEMO_PROGRAM_ADDRESS } from './constants.ts'
import type { DevnetSolanaKey } from './keys.ts'
import type { SolanaLedger, TransactionRecord } from './ledger.ts'
import { sendLocalTransaction } from './send-local-transaction.ts'

/** Lamports the faucet starts with: 500 million SOL, far more than tests can ask for. */
export const FAUCET_LAMPORTS = 500_000_000n * 1_000_000_000n

/** Parameters of {@link airdrop}. */
export type AirdropParameters = { faucet: DevnetSolanaKey; to: string; amount: bigint }

function memo(text: string): Instruction {
  return { programAddress: address(MEMO_PROGRAM_ADDRESS), data: new TextEncoder().encode(text) }
}

/**
 * A real transfer from the faucet key. LiteSVM's own airdrop signs identical transactions for
 * identical requests (the second fails as AlreadyProcessed); a numbered memo keeps each unique.
 */
export function airdrop(
  ledger: SolanaLedger,
  { faucet, to, amount }: AirdropParameters,
): Promise<TransactionRecord> {
  ledger.airdropCount += 1
  return sendLocalTransaction(ledger, {
    feePayer: faucet.signer,
    instructions: [
      getTransferSolInstruction({
        source: faucet.signer,
        destination: address(to),
        amount: lamports(amount),
      }),
      memo(`openappkit devnet airdrop ${ledger.airdropCount}`),
    ],
  })
}
