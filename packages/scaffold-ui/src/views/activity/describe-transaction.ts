import type { Transaction } from '@openappkit/controllers'
import type { TransactionDirection, TransactionStatus } from '@openappkit/ui'
import { formatBalance } from '../../components/format-balance.ts'

/** What one history row shows, read from the loosely typed history entry. */
export type TransactionSummary = {
  direction: TransactionDirection
  status: TransactionStatus
  /** Token symbol or NFT name of the first transfer. */
  asset: string | undefined
  /** The first transfer is an NFT: its name goes beside the amount, not in it. */
  nft: boolean
  imageUrl: string | undefined
  /** Quantity of the first transfer, formatted, with its sign. */
  amount: string | undefined
  /** Counterparty address. */
  counterparty: string | undefined
  /** Sender and receiver of the transaction, when the history names them. */
  from: string | undefined
  to: string | undefined
  /** Transaction hash (the entry's id when the history gives none). */
  hash: string
  minedAt: Date
}

type LooseTransfer = {
  direction?: unknown
  quantity?: { numeric?: unknown }
  fungible_info?: { symbol?: unknown; name?: unknown; icon?: { url?: unknown } } | null
  nft_info?: { name?: unknown; content?: { preview?: { url?: unknown } } } | null
}

type LooseMetadata = {
  hash?: unknown
  operationType?: unknown
  status?: unknown
  sentFrom?: unknown
  sentTo?: unknown
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

const directionOf: Record<string, TransactionDirection> = {
  send: 'out',
  receive: 'in',
  trade: 'swap',
  buy: 'buy',
  deposit: 'in',
  withdraw: 'out',
}

/** Direction, status, asset and amount of a history entry; unknown fields fall back to `other`. */
export function summarizeTransaction(transaction: Transaction, locale: string): TransactionSummary {
  const metadata = transaction.metadata as LooseMetadata
  const transfer = transaction.transfers[0] as LooseTransfer | undefined
  const operation = text(metadata.operationType) ?? ''
  let direction = directionOf[operation] ?? 'other'
  if (direction === 'other' && transfer?.direction === 'in') direction = 'in'
  if (direction === 'other' && transfer?.direction === 'out') direction = 'out'
  const statusText = text(metadata.status)
  const status: TransactionStatus =
    statusText === 'failed' ? 'failed' : statusText === 'pending' ? 'pending' : 'confirmed'
  const asset =
    text(transfer?.fungible_info?.symbol) ??
    text(transfer?.fungible_info?.name) ??
    text(transfer?.nft_info?.name)
  const imageUrl =
    text(transfer?.fungible_info?.icon?.url) ?? text(transfer?.nft_info?.content?.preview?.url)
  const quantity = text(transfer?.quantity?.numeric)
  const sign = transfer?.direction === 'in' ? '+' : transfer?.direction === 'out' ? '-' : ''
  const amount = quantity ? `${sign}${formatBalance(quantity, locale)}` : undefined
  const from = text(metadata.sentFrom)
  const to = text(metadata.sentTo)
  const counterparty = direction === 'in' ? from : to
  const nft = !text(transfer?.fungible_info?.symbol) && Boolean(text(transfer?.nft_info?.name))
  return {
    direction,
    status,
    asset,
    nft,
    imageUrl,
    amount,
    counterparty,
    from,
    to,
    hash: text(metadata.hash) ?? transaction.id,
    minedAt: new Date(transaction.metadata.minedAt),
  }
}
