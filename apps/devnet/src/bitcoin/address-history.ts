import { type BitcoinChain, type ChainTransaction, outpointKey } from './chain.ts'
import { type EsploraStatus, statusJson, transactionJson } from './esplora-json.ts'

/** Esplora's per-address counters (sats as numbers). */
export type TxoStats = {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

/** Esplora pages: up to 50 mempool transactions, then 25 confirmed ones per page. */
const MEMPOOL_PAGE = 50
const CHAIN_PAGE = 25

function entries(chain: BitcoinChain, address: string): ChainTransaction[] {
  const txids = chain.addressTransactions.get(address) ?? []
  return txids.flatMap((txid) => chain.transactions.get(txid) ?? [])
}

function emptyStats(): TxoStats {
  return {
    funded_txo_count: 0,
    funded_txo_sum: 0,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: 0,
  }
}

/** `GET /address/:address`: funded and spent outputs, confirmed and in the mempool. */
export function addressStats(chain: BitcoinChain, address: string) {
  const chainStats = emptyStats()
  const mempoolStats = emptyStats()
  for (const entry of entries(chain, address)) {
    const stats = entry.blockHeight === undefined ? mempoolStats : chainStats
    stats.tx_count += 1
    entry.tx.outs.forEach((output, vout) => {
      if (chain.coins.get(outpointKey(entry.txid, vout))?.address !== address) return
      stats.funded_txo_count += 1
      stats.funded_txo_sum += Number(output.value)
    })
    for (const prevout of entry.prevouts) {
      if (prevout.address !== address) continue
      stats.spent_txo_count += 1
      stats.spent_txo_sum += Number(prevout.value)
    }
  }
  return { address, chain_stats: chainStats, mempool_stats: mempoolStats }
}

/** `GET /address/:address/utxo`: outputs not spent by any transaction, mined or not. */
export function addressUtxos(chain: BitcoinChain, address: string) {
  const utxos: { txid: string; vout: number; value: number; status: EsploraStatus }[] = []
  for (const entry of entries(chain, address)) {
    entry.tx.outs.forEach((output, vout) => {
      const key = outpointKey(entry.txid, vout)
      if (chain.coins.get(key)?.address !== address || chain.spentBy.has(key)) return
      const status = statusJson(chain, entry)
      utxos.push({ txid: entry.txid, vout, value: Number(output.value), status })
    })
  }
  return utxos
}

/** Which transactions of an address a history route lists. */
export type AddressHistoryQuery =
  | { kind: 'all' }
  | { kind: 'mempool' }
  | { kind: 'chain'; afterTxid?: string | undefined }

/**
 * `GET /address/:address/txs[/mempool|/chain[/:last_seen_txid]]`: newest first, mempool before
 * confirmed, paged like Esplora. `undefined` when `afterTxid` is not in the address's history.
 */
export function addressTransactions(
  chain: BitcoinChain,
  address: string,
  query: AddressHistoryQuery,
) {
  const all = entries(chain, address)
  const mempool = all.filter((entry) => entry.blockHeight === undefined).reverse()
  // Newest block first, and within a block the later transaction first.
  const position = (entry: ChainTransaction) =>
    chain.blocks[entry.blockHeight ?? 0]?.txids.indexOf(entry.txid) ?? 0
  const confirmed = all
    .filter((entry) => entry.blockHeight !== undefined)
    .sort((a, b) => (b.blockHeight ?? 0) - (a.blockHeight ?? 0) || position(b) - position(a))
  let page: ChainTransaction[]
  if (query.kind === 'mempool') page = mempool.slice(0, MEMPOOL_PAGE)
  else if (query.kind === 'all') {
    page = [...mempool.slice(0, MEMPOOL_PAGE), ...confirmed.slice(0, CHAIN_PAGE)]
  } else {
    const start =
      query.afterTxid === undefined
        ? 0
        : confirmed.findIndex((entry) => entry.txid === query.afterTxid) + 1
    if (start === 0 && query.afterTxid !== undefined) return undefined
    page = confirmed.slice(start, start + CHAIN_PAGE)
  }
  return page.map((entry) => transactionJson(chain, entry))
}
