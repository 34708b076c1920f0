import { BITCOIN_ERROR_CODES, BitcoinWalletError } from './bitcoin-wallet-error.ts'

/** An unspent output as Esplora's `/address/:address/utxo` lists it (value in sats). */
export type EsploraUtxo = {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean; block_height?: number }
}

/** The three Esplora calls the wallet makes: its UTXOs, the fee rate, and broadcasting. */
export type EsploraClient = {
  getUtxos(address: string): Promise<EsploraUtxo[]>
  /** Sats per vbyte for confirmation within a few blocks; at least 1 (the relay minimum). */
  getFeeRate(): Promise<number>
  /** POSTs the raw transaction hex to `/tx`; resolves to its txid. */
  broadcast(transactionHex: string): Promise<string>
}

// A few blocks, like a wallet's "medium" choice; the devnet answers every target anyway.
const FEE_TARGETS = ['3', '2', '1', '6'] as const

/** An Esplora HTTP client for `esploraUrl` (no trailing slash); fails with the wallet's error. */
export function createEsploraClient(esploraUrl: string | undefined): EsploraClient {
  const call = async (path: string, init?: RequestInit): Promise<string> => {
    if (!esploraUrl) throw internalError('The Bitcoin test wallet was created without esploraUrl')
    const response = await fetch(`${esploraUrl.replace(/\/$/, '')}${path}`, init)
    const text = await response.text()
    // The devnet answers a refused transaction with a plain-text reason: pass it on.
    if (!response.ok) throw internalError(`Esplora ${path} answered ${response.status}: ${text}`)
    return text
  }
  return {
    async getUtxos(address) {
      return JSON.parse(await call(`/address/${address}/utxo`)) as EsploraUtxo[]
    },
    async getFeeRate() {
      const estimates = JSON.parse(await call('/fee-estimates')) as Record<string, number>
      const target = FEE_TARGETS.find((key) => typeof estimates[key] === 'number')
      return Math.max(1, Math.ceil(target ? (estimates[target] as number) : 1))
    },
    async broadcast(transactionHex) {
      const body = await call('/tx', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: transactionHex,
      })
      return body.trim()
    },
  }
}

function internalError(message: string): BitcoinWalletError {
  return new BitcoinWalletError(BITCOIN_ERROR_CODES.INTERNAL_ERROR, message)
}
