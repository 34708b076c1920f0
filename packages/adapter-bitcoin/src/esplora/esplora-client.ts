import { AppKitError } from '@openappkit/common/errors'
import type { FetchLike } from '@openappkit/controllers'

/** An unspent output of an address, as Esplora lists it. */
export type EsploraUtxo = {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean; block_height?: number | undefined }
}

type AddressStats = { funded_txo_sum: number; spent_txo_sum: number }
type AddressInfo = { chain_stats: AddressStats; mempool_stats: AddressStats }
type TransactionStatus = { confirmed: boolean; block_height?: number | undefined }

/** Confirmed and unconfirmed balance of an address, in sats. */
export type EsploraBalance = { confirmed: bigint; unconfirmed: bigint }

/** The Esplora HTTP API calls the adapter makes (Blockstream's esplora, mempool.space, the devnet). */
export type EsploraClient = ReturnType<typeof createEsploraClient>

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function statsOf(value: unknown): AddressStats {
  if (!isRecord(value)) throw new AppKitError('INVALID_JSON_RESPONSE')
  const funded = value.funded_txo_sum
  const spent = value.spent_txo_sum
  if (typeof funded !== 'number' || typeof spent !== 'number')
    throw new AppKitError('INVALID_JSON_RESPONSE')
  return { funded_txo_sum: funded, spent_txo_sum: spent }
}

/** A client of one Esplora base URL (`https://mempool.space/api`, no trailing slash). */
export function createEsploraClient(baseUrl: string, fetchFn: FetchLike) {
  const get = async (path: string) => {
    const response = await fetchFn(`${baseUrl}${path}`)
    if (!response.ok)
      throw new AppKitError('HTTP_STATUS_CODE', { params: { status: String(response.status) } })
    return response
  }
  return {
    /** Confirmed and mempool balance of `address`. */
    async getBalance(address: string): Promise<EsploraBalance> {
      const info = (await (
        await get(`/address/${encodeURIComponent(address)}`)
      ).json()) as AddressInfo
      const chain = statsOf(info?.chain_stats)
      const mempool = statsOf(info?.mempool_stats)
      return {
        confirmed: BigInt(chain.funded_txo_sum - chain.spent_txo_sum),
        unconfirmed: BigInt(mempool.funded_txo_sum - mempool.spent_txo_sum),
      }
    },
    /** The address's unspent outputs, confirmed or not. */
    async getUtxos(address: string): Promise<EsploraUtxo[]> {
      const utxos: unknown = await (
        await get(`/address/${encodeURIComponent(address)}/utxo`)
      ).json()
      if (!Array.isArray(utxos)) throw new AppKitError('INVALID_JSON_RESPONSE')
      return utxos.filter(
        (utxo): utxo is EsploraUtxo =>
          isRecord(utxo) &&
          typeof utxo.txid === 'string' &&
          /^[0-9a-f]{64}$/.test(utxo.txid) &&
          Number.isSafeInteger(utxo.vout) &&
          Number.isSafeInteger(utxo.value) &&
          (utxo.value as number) > 0,
      )
    },
    /** Fee rate (sat/vB) for confirmation within `blocks`, at least 1. */
    async getFeeRate(blocks = 3): Promise<number> {
      const estimates: unknown = await (await get('/fee-estimates')).json()
      const rates = isRecord(estimates) ? estimates : {}
      const target = Object.keys(rates)
        .map(Number)
        .filter((key) => key >= blocks && typeof rates[String(key)] === 'number')
        .sort((a, b) => a - b)[0]
      const rate = target === undefined ? 1 : Number(rates[String(target)])
      return Math.max(1, Math.ceil(rate))
    },
    /** Sends a raw transaction; resolves its txid, or throws the network's reason. */
    async broadcast(transactionHex: string): Promise<string> {
      const response = await fetchFn(`${baseUrl}/tx`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: transactionHex,
      })
      const text = (await response.text()).trim()
      if (!response.ok) {
        throw new AppKitError('BITCOIN_TRANSACTION_REFUSED', {
          params: { reason: text.slice(0, 200) || String(response.status) },
        })
      }
      return text
    },
    /** Whether the transaction is in a block yet (`undefined` while unknown to the API). */
    async getTransactionStatus(txid: string): Promise<TransactionStatus | undefined> {
      const response = await fetchFn(`${baseUrl}/tx/${encodeURIComponent(txid)}/status`)
      if (response.status === 404) return undefined
      if (!response.ok)
        throw new AppKitError('HTTP_STATUS_CODE', { params: { status: String(response.status) } })
      return (await response.json()) as TransactionStatus
    },
  }
}
