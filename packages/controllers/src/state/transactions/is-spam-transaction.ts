import type { Transaction } from '../../api/schemas/transaction.ts'

/**
 * Whether every transfer of the transaction is an NFT flagged as spam (docs/project/behaviour.md
 * §4). A transaction without transfers is not spam: "all of none" would hide plain contract calls.
 */
export function isSpamTransaction(transaction: Transaction): boolean {
  const { transfers } = transaction
  return (
    transfers.length > 0 &&
    transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true)
  )
}
