import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Transaction } from 'bitcoinjs-lib'

/** The key of BIP-322's test vectors (WIF L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k). */
export const BIP322_VECTOR_KEY = 'bb051cd0dda0246f33c5a9e133ebd8e7bc02a92af6c41adc131ccd7826c5b004'
/** BIP-322's P2WPKH and P2TR addresses of that key on mainnet. */
export const BIP322_VECTOR_P2WPKH = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
export const BIP322_VECTOR_P2TR = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
/** Two more keys, for a wallet with several accounts. */
export const SECOND_KEY = '11'.repeat(32)
export const THIRD_KEY = '22'.repeat(32)

/** An unspent output as the mock Esplora lists it. */
export type MockUtxo = { txid: string; vout: number; value: number; confirmed?: boolean }

/**
 * A loopback Esplora answering the wallet's three calls: `/address/:a/utxo` from `utxos`,
 * `/fee-estimates` with `feeRate`, and `POST /tx`, which records the hex and answers its txid
 * (or 400 with `refuse`'s reason).
 */
export async function startMockEsplora(options: {
  utxos?: Record<string, readonly MockUtxo[]>
  feeRate?: number
  refuse?: string
}) {
  const broadcasts: string[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      // The devnet's Esplora allows any origin too: a page's wallet fetches it.
      response.setHeader('access-control-allow-origin', '*')
      const url = request.url ?? '/'
      const utxoPath = /^\/address\/([^/]+)\/utxo$/.exec(url)
      if (request.method === 'POST' && url === '/tx') {
        if (options.refuse) {
          response.writeHead(400).end(options.refuse)
          return
        }
        broadcasts.push(body)
        response.end(Transaction.fromHex(body).getId())
      } else if (url === '/fee-estimates') {
        response.end(JSON.stringify({ '1': (options.feeRate ?? 2) + 1, '3': options.feeRate ?? 2 }))
      } else if (utxoPath) {
        const utxos = options.utxos?.[decodeURIComponent(utxoPath[1] as string)] ?? []
        const listed = utxos.map(({ confirmed = true, ...utxo }) => ({
          ...utxo,
          status: { confirmed },
        }))
        response.end(JSON.stringify(listed))
      } else {
        response.writeHead(404).end('not found')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    broadcasts,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

/** A fake previous txid: 32 bytes of `byte`, as hex. */
export function fakeTxid(byte: number): string {
  return byte.toString(16).padStart(2, '0').repeat(32)
}
