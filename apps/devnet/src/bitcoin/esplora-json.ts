import { outpointTxid, toHex } from './bytes.ts'
import type { BitcoinBlock, BitcoinChain, ChainTransaction, Coin } from './chain.ts'
import { BLOCK_VERSION, REGTEST_BITS } from './constants.ts'
import { classifyScript, scriptAddress } from './script-types.ts'

/** Esplora's confirmation status of a transaction or output. */
export type EsploraStatus =
  | { confirmed: false }
  | { confirmed: true; block_height: number; block_hash: string; block_time: number }

/** Esplora's `status` object for a transaction (sats are JSON numbers, like Esplora's). */
export function statusJson(chain: BitcoinChain, entry: ChainTransaction): EsploraStatus {
  const block = entry.blockHeight === undefined ? undefined : chain.blocks[entry.blockHeight]
  if (!block) return { confirmed: false }
  return {
    confirmed: true,
    block_height: block.height,
    block_hash: block.hash,
    block_time: block.time,
  }
}

/** Esplora's output object (`vout[]` entries and `vin[].prevout`). */
export function outputJson(output: { script: Uint8Array; value: bigint }) {
  const address = scriptAddress(output.script)
  return {
    scriptpubkey: toHex(output.script),
    scriptpubkey_type: classifyScript(output.script),
    ...(address === undefined ? {} : { scriptpubkey_address: address }),
    value: Number(output.value),
  }
}

// Difficulty of regtest's minimum-work target 0x207fffff, as Esplora reports it.
const REGTEST_DIFFICULTY = 4.656542373906925e-10

const COINBASE_TXID = '0'.repeat(64)

/** Esplora's transaction object. */
export function transactionJson(chain: BitcoinChain, entry: ChainTransaction) {
  const { tx } = entry
  return {
    txid: entry.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.ins.map((input, index) => {
      const prevout: Coin | undefined = entry.prevouts[index]
      return {
        txid: entry.coinbase ? COINBASE_TXID : outpointTxid(input.hash),
        vout: input.index,
        prevout: prevout ? outputJson(prevout) : null,
        scriptsig: toHex(input.script),
        witness: input.witness.map(toHex),
        is_coinbase: entry.coinbase,
        sequence: input.sequence,
      }
    }),
    vout: tx.outs.map(outputJson),
    size: tx.byteLength(),
    weight: tx.weight(),
    fee: Number(entry.fee),
    status: statusJson(chain, entry),
  }
}

/** Esplora's block object (`GET /block/:hash`). */
export function blockJson(block: BitcoinBlock) {
  return {
    id: block.hash,
    height: block.height,
    // The genesis block is Core's (version 1, nonce 2); the devnet's own use fixed header fields.
    version: block.height === 0 ? 1 : BLOCK_VERSION,
    timestamp: block.time,
    tx_count: block.height === 0 ? 1 : block.txids.length,
    size: block.size,
    weight: block.weight,
    merkle_root: block.merkleRoot,
    previousblockhash: block.previousHash ?? null,
    mediantime: block.time,
    nonce: block.height === 0 ? 2 : 0,
    bits: REGTEST_BITS,
    difficulty: REGTEST_DIFFICULTY,
  }
}
