import { address as bitcoinAddress, networks } from 'bitcoinjs-lib'
import { addressStats, addressTransactions, addressUtxos } from './address-history.ts'
import { type BitcoinChain, type ChainTransaction, chainTip, outpointKey } from './chain.ts'
import { FEE_ESTIMATES, MAX_BLOCKS_PER_MINE } from './constants.ts'
import './ecc.ts'
import { blockJson, statusJson, transactionJson } from './esplora-json.ts'
import { mineBlocks } from './mine.ts'
import { scriptAddress } from './script-types.ts'
import { broadcastTransaction } from './submit-transaction.ts'
import { TransactionRejectedError } from './transaction-rejected-error.ts'

/** What a route answers; the HTTP layer adds CORS and writes it. */
export type EsploraResponse = { status: number; body: string; contentType: string }

const text = (body: string | number, status = 200): EsploraResponse => ({
  status,
  body: String(body),
  contentType: 'text/plain',
})
const json = (value: unknown): EsploraResponse => ({
  status: 200,
  body: JSON.stringify(value),
  contentType: 'application/json',
})

type Handler = (chain: BitcoinChain, params: string[], body: string) => EsploraResponse

// The address as the index stores it (lower-case bech32), or undefined when not a regtest one.
function normalizeAddress(pathSegment: string): string | undefined {
  try {
    const input = decodeURIComponent(pathSegment)
    return scriptAddress(bitcoinAddress.toOutputScript(input, networks.regtest))
  } catch {
    return undefined
  }
}

const HASH = '([0-9a-fA-F]{64})'

function withAddress(
  handle: (chain: BitcoinChain, address: string, rest: string[]) => unknown,
): Handler {
  return (chain, [raw = '', ...rest]) => {
    const address = normalizeAddress(raw)
    if (address === undefined) return text('Invalid Bitcoin address', 400)
    return json(handle(chain, address, rest))
  }
}

function withTransaction(
  handle: (chain: BitcoinChain, entry: ChainTransaction) => EsploraResponse,
): Handler {
  return (chain, [txid = '']) => {
    const entry = chain.transactions.get(txid.toLowerCase())
    return entry ? handle(chain, entry) : text('Transaction not found', 404)
  }
}

function mine(chain: BitcoinChain, body: string): EsploraResponse {
  let request: unknown = {}
  try {
    if (body.trim()) request = JSON.parse(body)
  } catch {
    request = undefined
  }
  if (typeof request !== 'object' || request === null) {
    return text('The body must be a JSON object: { "blocks": n }', 400)
  }
  const blocks = (request as { blocks?: unknown }).blocks ?? 1
  const max = MAX_BLOCKS_PER_MINE
  if (typeof blocks !== 'number' || !Number.isInteger(blocks) || blocks < 1 || blocks > max) {
    return text(`blocks must be an integer from 1 to ${MAX_BLOCKS_PER_MINE}`, 400)
  }
  mineBlocks(chain, blocks)
  return json({ height: chainTip(chain).height })
}

function outspends(chain: BitcoinChain, { txid, tx }: ChainTransaction): EsploraResponse {
  return json(
    tx.outs.map((_, vout) => {
      const spender = chain.transactions.get(chain.spentBy.get(outpointKey(txid, vout)) ?? '')
      if (!spender) return { spent: false }
      const vin = spender.prevouts.findIndex((coin) => coin.txid === txid && coin.vout === vout)
      return { spent: true, txid: spender.txid, vin, status: statusJson(chain, spender) }
    }),
  )
}

const ROUTES: [method: string, pattern: RegExp, handler: Handler][] = [
  ['GET', /^\/blocks\/tip\/height$/, (chain) => text(chainTip(chain).height)],
  ['GET', /^\/blocks\/tip\/hash$/, (chain) => text(chainTip(chain).hash)],
  [
    'GET',
    /^\/block-height\/(\d+)$/,
    (chain, [height = '']) => {
      const block = chain.blocks[Number(height)]
      return block ? text(block.hash) : text('Block not found', 404)
    },
  ],
  [
    'GET',
    new RegExp(`^/block/${HASH}$`),
    (chain, [hash = '']) => {
      const block = chain.blocksByHash.get(hash.toLowerCase())
      return block ? json(blockJson(block)) : text('Block not found', 404)
    },
  ],
  ['GET', /^\/address\/([^/]+)$/, withAddress(addressStats)],
  ['GET', /^\/address\/([^/]+)\/utxo$/, withAddress(addressUtxos)],
  [
    'GET',
    /^\/address\/([^/]+)\/txs$/,
    withAddress((chain, address) => addressTransactions(chain, address, { kind: 'all' })),
  ],
  [
    'GET',
    /^\/address\/([^/]+)\/txs\/mempool$/,
    withAddress((chain, address) => addressTransactions(chain, address, { kind: 'mempool' })),
  ],
  [
    'GET',
    new RegExp(`^/address/([^/]+)/txs/chain(?:/${HASH})?$`),
    // An unknown last-seen txid ends the listing, as Esplora answers an empty page.
    withAddress(
      (chain, address, [after]) =>
        addressTransactions(chain, address, { kind: 'chain', afterTxid: after?.toLowerCase() }) ??
        [],
    ),
  ],
  [
    'GET',
    new RegExp(`^/tx/${HASH}$`),
    withTransaction((chain, entry) => json(transactionJson(chain, entry))),
  ],
  [
    'GET',
    new RegExp(`^/tx/${HASH}/status$`),
    withTransaction((chain, entry) => json(statusJson(chain, entry))),
  ],
  ['GET', new RegExp(`^/tx/${HASH}/hex$`), withTransaction((_, entry) => text(entry.tx.toHex()))],
  ['GET', new RegExp(`^/tx/${HASH}/outspends$`), withTransaction(outspends)],
  [
    'POST',
    /^\/tx$/,
    (chain, _params, body) => {
      try {
        return text(broadcastTransaction(chain, body))
      } catch (error) {
        if (error instanceof TransactionRejectedError) return text(error.shortMessage, 400)
        throw error
      }
    },
  ],
  ['GET', /^\/fee-estimates$/, () => json(FEE_ESTIMATES)],
  ['GET', /^\/mempool\/txids$/, (chain) => json(chain.mempool)],
  ['POST', /^\/regtest\/mine$/, (chain, _params, body) => mine(chain, body)],
]

/** Answers one Esplora request (`path` without the query string) from the chain's state. */
export function handleEsploraRequest(
  chain: BitcoinChain,
  request: { method: string; path: string; body: string },
): EsploraResponse {
  let pathMatched = false
  for (const [method, pattern, handler] of ROUTES) {
    const match = pattern.exec(request.path)
    if (!match) continue
    pathMatched = true
    if (method === request.method) return handler(chain, match.slice(1), request.body)
  }
  return pathMatched ? text('Method not allowed', 405) : text('Not found', 404)
}
