import type { Transaction } from '../api/schemas/transaction.ts'

/** A transaction fixture mined at `minedAt` on `chain`. */
export function transaction(
  id: string,
  minedAt: string,
  chain = 'eip155:1',
  transfers: Transaction['transfers'] = [{}],
): Transaction {
  return { id, metadata: { minedAt, chain }, transfers }
}

/** A transfer of an NFT flagged as spam. */
export const spamTransfer = { nft_info: { flags: { is_spam: true } } }
