import { Block, script, Transaction } from 'bitcoinjs-lib'
import { fromHex, toHex } from './bytes.ts'
import { type BitcoinBlock, type BitcoinChain, chainTip, recordTransaction } from './chain.ts'
import {
  BLOCK_VERSION,
  INITIAL_SUBSIDY_SATS,
  REGTEST_BITS,
  REGTEST_HALVING_INTERVAL,
} from './constants.ts'

const COINBASE_TAG = new TextEncoder().encode('/openappkit-devnet/')

/** The block reward at `height`: 50 BTC halved every 150 blocks, as on regtest. */
export function blockSubsidy(height: number): bigint {
  const halvings = Math.floor(height / REGTEST_HALVING_INTERVAL)
  return halvings >= 64 ? 0n : INITIAL_SUBSIDY_SATS >> BigInt(halvings)
}

// BIP-34: the coinbase's scriptSig starts with the height, which also makes every coinbase txid
// unique (two coinbases paying the same script would otherwise collide).
function coinbaseTransaction(height: number, value: bigint, minerScript: Uint8Array) {
  const tx = new Transaction()
  tx.version = 2
  const scriptSig = script.compile([script.number.encode(height), COINBASE_TAG])
  tx.addInput(new Uint8Array(32), 0xffff_ffff, 0xffff_ffff, scriptSig)
  tx.addOutput(minerScript, value)
  return tx
}

function varIntSize(count: number): number {
  return count < 0xfd ? 1 : count <= 0xffff ? 3 : 5
}

function mineOne(chain: BitcoinChain): BitcoinBlock {
  const previous = chainTip(chain)
  const height = previous.height + 1
  const included = chain.mempool.flatMap((txid) => chain.transactions.get(txid) ?? [])
  const fees = included.reduce((sum, entry) => sum + entry.fee, 0n)
  const coinbase = coinbaseTransaction(height, blockSubsidy(height) + fees, chain.minerScript)
  const transactions = [coinbase, ...included.map((entry) => entry.tx)]
  const header = new Block()
  header.version = BLOCK_VERSION
  header.prevHash = fromHex(previous.hash).reverse()
  header.merkleRoot = Block.calculateMerkleRoot(transactions)
  // Real time, never before the previous block (Core only asks for more than the median past).
  header.timestamp = Math.max(Math.floor(Date.now() / 1000), previous.time)
  header.bits = REGTEST_BITS
  header.nonce = 0
  const block: BitcoinBlock = {
    height,
    // The header's real double-SHA256, though no proof of work is searched for.
    hash: header.getId(),
    previousHash: previous.hash,
    time: header.timestamp,
    merkleRoot: toHex(Uint8Array.from(header.merkleRoot).reverse()),
    txids: transactions.map((tx) => tx.getId()),
    size: 80 + varIntSize(transactions.length) + sum(transactions.map((tx) => tx.byteLength())),
    weight: 4 * (80 + varIntSize(transactions.length)) + sum(transactions.map((tx) => tx.weight())),
  }
  recordTransaction(chain, {
    txid: coinbase.getId(),
    tx: coinbase,
    prevouts: [],
    fee: 0n,
    coinbase: true,
    blockHeight: height,
  })
  for (const entry of included) entry.blockHeight = height
  chain.mempool = []
  chain.blocks.push(block)
  chain.blocksByHash.set(block.hash, block)
  return block
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0)
}

/** Mines `count` blocks; the first takes the whole mempool. Returns the new blocks. */
export function mineBlocks(chain: BitcoinChain, count: number): BitcoinBlock[] {
  return Array.from({ length: count }, () => mineOne(chain))
}
