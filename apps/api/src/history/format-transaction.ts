import { formatUnits, getAddress, LruCache } from '@openappkit/common'
import type { Selectable } from 'kysely'
import type { ChainTransactionsTable, TransfersTable } from '../db/tables.ts'
import type { TokenInfo } from '../tokens/index.ts'

/** A transfer of docs/project/behaviour.md §3 as seen from the account (Zerion-style fields). */
export type HistoryTransfer = {
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: {
    name: string
    token_id: string
    content: { preview: { url: string } }
    flags: { is_spam: boolean }
  }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  price: number
  value: number
}

/** A transaction of docs/project/behaviour.md §3. */
export type HistoryTransaction = {
  id: string
  metadata: {
    operationType: 'send' | 'receive' | 'trade' | 'mint' | 'burn' | 'execute'
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed'
    nonce: number | null
    chain: string
  }
  transfers: HistoryTransfer[]
}

/** What formatting needs besides the rows. */
export type FormatContext = {
  /** CAIP-2 id echoed as `metadata.chain`. */
  chainId: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  token(address: string): TokenInfo | undefined
  priceOf(address: string): number
  isSpam(address: string): boolean
}

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

// Checksumming hashes the address: remember the answers for the addresses seen most.
const checksums = new LruCache<string, string>(4_096)

function display(address: string | null): string {
  if (!address) return ''
  if (!/^0x[0-9a-f]{40}$/.test(address)) return address
  let checksummed = checksums.get(address)
  if (checksummed === undefined) {
    checksummed = getAddress(address)
    checksums.set(address, checksummed)
  }
  return checksummed
}

function operationType(transfers: HistoryTransfer[], rows: Selectable<TransfersTable>[]) {
  const directions = new Set(transfers.map((transfer) => transfer.direction))
  if (transfers.length === 0) return 'execute'
  if (directions.has('in') && directions.has('out')) return 'trade'
  if (directions.has('in'))
    return rows.every((row) => row.from_address === ZERO_ADDRESS) ? 'mint' : 'receive'
  if (directions.has('out'))
    return rows.every((row) => row.to_address === ZERO_ADDRESS) ? 'burn' : 'send'
  return 'send'
}

function toTransfer(
  row: Selectable<TransfersTable>,
  account: string,
  context: FormatContext,
): HistoryTransfer {
  const direction =
    row.from_address === account && row.to_address === account
      ? 'self'
      : row.to_address === account
        ? 'in'
        : 'out'
  if (row.kind === 'erc721') {
    const token = context.token(row.token_address)
    return {
      nft_info: {
        name: `${token?.name ?? 'NFT'} #${row.token_id ?? ''}`,
        token_id: row.token_id ?? '',
        content: { preview: { url: '' } },
        flags: { is_spam: context.isSpam(row.token_address) },
      },
      direction,
      quantity: { numeric: '1' },
      price: 0,
      value: 0,
    }
  }
  const native = row.kind === 'native'
  const token = native ? undefined : context.token(row.token_address)
  const decimals = native ? context.nativeCurrency.decimals : (token?.decimals ?? 0)
  const numeric = formatUnits(BigInt(row.amount), decimals)
  const price = context.priceOf(native ? 'native' : row.token_address)
  return {
    fungible_info: {
      name: native ? context.nativeCurrency.name : (token?.name ?? 'Unknown token'),
      symbol: native ? context.nativeCurrency.symbol : (token?.symbol ?? '???'),
      icon: { url: token?.iconUrl ?? '' },
    },
    direction,
    quantity: { numeric },
    price,
    value: Number(numeric) * price,
  }
}

/**
 * One transaction in the docs/project/behaviour.md §3 shape, transfers limited to those touching
 * `account`.
 */
export function formatTransaction(
  transaction: Selectable<ChainTransactionsTable>,
  rows: Selectable<TransfersTable>[],
  account: string,
  context: FormatContext,
): HistoryTransaction {
  const own = rows.filter((row) => row.from_address === account || row.to_address === account)
  const transfers = own.map((row) => toTransfer(row, account, context))
  return {
    id: transaction.tx_hash,
    metadata: {
      operationType: operationType(transfers, own),
      hash: transaction.tx_hash,
      minedAt: new Date(transaction.mined_at * 1_000).toISOString(),
      sentFrom: display(transaction.from_address),
      sentTo: display(transaction.to_address),
      status: transaction.status,
      nonce: transaction.nonce,
      chain: context.chainId,
    },
    transfers,
  }
}
