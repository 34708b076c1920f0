import type { IndexedBatch } from './indexed-batch.ts'

/** The parts of a `getTransaction` (json encoding) reply the indexer reads. */
export type SolanaTransactionReply = {
  slot: number
  blockTime: number | null
  transaction: {
    signatures: string[]
    message: { accountKeys: (string | { pubkey: string })[] }
  }
  meta: {
    err: unknown
    fee: number
    preBalances: number[]
    postBalances: number[]
    preTokenBalances?: TokenBalanceEntry[] | null
    postTokenBalances?: TokenBalanceEntry[] | null
  } | null
}

type TokenBalanceEntry = {
  accountIndex: number
  mint: string
  owner?: string
  uiTokenAmount: { amount: string }
}

/** Parameters of {@link solanaTransactionRows}. */
export type SolanaTransactionRowsParameters = {
  chainId: string
  /** The followed account these rows are for. */
  account: string
  signature: string
  reply: SolanaTransactionReply
}

function keyOf(entry: string | { pubkey: string }): string {
  return typeof entry === 'string' ? entry : entry.pubkey
}

// The counterparty of a balance change: the account whose change is the largest in the other
// direction (for a plain transfer, exactly the other side).
function counterparty(deltas: Map<string, bigint>, account: string, incoming: boolean): string {
  let best: string | undefined
  let bestDelta = 0n
  for (const [other, delta] of deltas) {
    if (other === account) continue
    if (incoming ? delta < bestDelta : delta > bestDelta) {
      best = other
      bestDelta = delta
    }
  }
  return best ?? account
}

/**
 * Rows for one Solana transaction seen from a followed account: the transaction, its SOL change
 * (fee excluded) and SPL changes as transfers with the other side inferred from the balances.
 */
export function solanaTransactionRows(parameters: SolanaTransactionRowsParameters): IndexedBatch {
  const { chainId, account, signature, reply } = parameters
  const keys = reply.transaction.message.accountKeys.map(keyOf)
  const feePayer = keys[0] ?? account
  const minedAt = reply.blockTime ?? 0
  const failed = reply.meta?.err !== null && reply.meta?.err !== undefined
  const batch: IndexedBatch = {
    chainId,
    transactions: [
      {
        chain_id: chainId,
        tx_hash: signature,
        block_number: reply.slot,
        tx_index: 0,
        mined_at: minedAt,
        from_address: feePayer,
        to_address: null,
        value: '0',
        status: failed ? 'failed' : 'confirmed',
        nonce: null,
      },
    ],
    transfers: [],
    accountTransactions: [
      {
        account,
        chain_id: chainId,
        tx_hash: signature,
        block_number: reply.slot,
        tx_index: 0,
        mined_at: minedAt,
      },
    ],
  }
  const meta = reply.meta
  if (!meta || failed) return batch

  const lamports = new Map<string, bigint>()
  keys.forEach((key, index) => {
    let delta = BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0)
    if (index === 0) delta += BigInt(meta.fee)
    lamports.set(key, delta)
  })
  const own = lamports.get(account) ?? 0n
  if (own !== 0n) {
    const incoming = own > 0n
    const other = counterparty(lamports, account, incoming)
    batch.transfers.push({
      chain_id: chainId,
      tx_hash: signature,
      log_index: -1,
      block_number: reply.slot,
      kind: 'native',
      token_address: '',
      from_address: incoming ? other : account,
      to_address: incoming ? account : other,
      amount: (incoming ? own : -own).toString(),
      token_id: null,
    })
  }

  const tokenDeltas = new Map<string, Map<string, bigint>>()
  const add = (entries: TokenBalanceEntry[] | null | undefined, sign: bigint) => {
    for (const entry of entries ?? []) {
      const owner = entry.owner ?? keys[entry.accountIndex] ?? ''
      const byOwner = tokenDeltas.get(entry.mint) ?? new Map<string, bigint>()
      byOwner.set(owner, (byOwner.get(owner) ?? 0n) + sign * BigInt(entry.uiTokenAmount.amount))
      tokenDeltas.set(entry.mint, byOwner)
    }
  }
  add(meta.preTokenBalances, -1n)
  add(meta.postTokenBalances, 1n)
  let logIndex = 0
  for (const [mint, byOwner] of tokenDeltas) {
    const delta = byOwner.get(account) ?? 0n
    if (delta === 0n) continue
    const incoming = delta > 0n
    const other = counterparty(byOwner, account, incoming)
    batch.transfers.push({
      chain_id: chainId,
      tx_hash: signature,
      log_index: logIndex++,
      block_number: reply.slot,
      kind: 'spl',
      token_address: mint,
      from_address: incoming ? other : account,
      to_address: incoming ? account : other,
      amount: (incoming ? delta : -delta).toString(),
      token_id: null,
    })
  }
  return batch
}
