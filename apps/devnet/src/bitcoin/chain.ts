import type { Transaction } from 'bitcoinjs-lib'
import { DevnetError } from '../errors.ts'
import { outpointTxid } from './bytes.ts'
import { REGTEST_GENESIS_HASH, REGTEST_GENESIS_TIME } from './constants.ts'
import { scriptAddress } from './script-types.ts'

/** An output the chain has seen (confirmed or in the mempool, spent or not). */
export type Coin = {
  txid: string
  vout: number
  value: bigint
  script: Uint8Array
  /** Regtest address of the script, when it has one. */
  address: string | undefined
  /** Coinbase outputs need {@link COINBASE_MATURITY} confirmations before they are spent. */
  coinbase: boolean
}

/** A transaction the chain holds, with what it spent. */
export type ChainTransaction = {
  txid: string
  tx: Transaction
  /** The coin each input spends, in input order (empty for a coinbase). */
  prevouts: readonly Coin[]
  fee: bigint
  coinbase: boolean
  /** Height of the block holding it; `undefined` while in the mempool. */
  blockHeight: number | undefined
}

/** A mined block: header fields plus the txids it holds, coinbase first. */
export type BitcoinBlock = {
  height: number
  hash: string
  previousHash: string | undefined
  time: number
  merkleRoot: string
  txids: readonly string[]
  size: number
  weight: number
}

/**
 * The whole regtest state, in memory. Every output ever created stays in `coins`; whether it is
 * spent (and by whom) is `spentBy`, so double spends and lookups of spent outputs are one read.
 */
export type BitcoinChain = {
  /** Mine a block right after each accepted transaction. */
  automine: boolean
  /** Where each block's coinbase pays its subsidy and fees. */
  minerScript: Uint8Array
  blocks: BitcoinBlock[]
  blocksByHash: Map<string, BitcoinBlock>
  transactions: Map<string, ChainTransaction>
  coins: Map<string, Coin>
  /** Outpoint (`txid:vout`) → txid of the transaction spending it, mined or not. */
  spentBy: Map<string, string>
  /** Unconfirmed txids in arrival order (parents always before children). */
  mempool: string[]
  /** Address → txids that pay it or spend from it, in arrival order. */
  addressTransactions: Map<string, string[]>
}

/** Parameters of {@link createBitcoinChain}. */
export type CreateBitcoinChainParameters = {
  automine: boolean
  minerScript: Uint8Array
}

/** Key of an outpoint in {@link BitcoinChain.coins} and {@link BitcoinChain.spentBy}. */
export function outpointKey(txid: string, vout: number): string {
  return `${txid}:${vout}`
}

/** An empty regtest holding only Bitcoin Core's regtest genesis block (height 0). */
export function createBitcoinChain({
  automine,
  minerScript,
}: CreateBitcoinChainParameters): BitcoinChain {
  const genesis: BitcoinBlock = {
    height: 0,
    hash: REGTEST_GENESIS_HASH,
    previousHash: undefined,
    time: REGTEST_GENESIS_TIME,
    merkleRoot: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
    // The genesis coinbase is unspendable and never indexed, as in Core.
    txids: [],
    size: 285,
    weight: 1140,
  }
  return {
    automine,
    minerScript,
    blocks: [genesis],
    blocksByHash: new Map([[genesis.hash, genesis]]),
    transactions: new Map(),
    coins: new Map(),
    spentBy: new Map(),
    mempool: [],
    addressTransactions: new Map(),
  }
}

/** The newest block. */
export function chainTip(chain: BitcoinChain): BitcoinBlock {
  const tip = chain.blocks.at(-1)
  if (!tip) throw new DevnetError('The regtest has no genesis block')
  return tip
}

function indexAddress(chain: BitcoinChain, address: string | undefined, txid: string): void {
  if (address === undefined) return
  const txids = chain.addressTransactions.get(address)
  if (!txids) chain.addressTransactions.set(address, [txid])
  else if (txids.at(-1) !== txid) txids.push(txid)
}

/**
 * Records a transaction already validated (or a coinbase being mined): its outputs become coins,
 * its inputs mark theirs spent, and every address it touches lists it. Mempool unless mined.
 */
export function recordTransaction(chain: BitcoinChain, entry: ChainTransaction): void {
  const { txid, tx } = entry
  chain.transactions.set(txid, entry)
  if (entry.blockHeight === undefined) chain.mempool.push(txid)
  if (!entry.coinbase) {
    tx.ins.forEach((input, index) => {
      chain.spentBy.set(outpointKey(outpointTxid(input.hash), input.index), txid)
      indexAddress(chain, entry.prevouts[index]?.address, txid)
    })
  }
  tx.outs.forEach((output, vout) => {
    const address = scriptAddress(output.script)
    const coin = { txid, vout, value: output.value, script: output.script, address }
    chain.coins.set(outpointKey(txid, vout), { ...coin, coinbase: entry.coinbase })
    indexAddress(chain, address, txid)
  })
}
