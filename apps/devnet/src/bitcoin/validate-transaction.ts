import type { Transaction } from 'bitcoinjs-lib'
import { outpointTxid } from './bytes.ts'
import { type BitcoinChain, type Coin, chainTip, outpointKey } from './chain.ts'
import {
  COINBASE_MATURITY,
  DUST_LIMIT_SATS,
  MAX_MONEY_SATS,
  MAX_STANDARD_TX_WEIGHT,
  MIN_RELAY_FEE_RATE,
} from './constants.ts'
import { classifyScript, isStandardOutputScript } from './script-types.ts'
import { TransactionRejectedError } from './transaction-rejected-error.ts'
import { verifyInputSignature } from './verify-input.ts'

const LOCKTIME_THRESHOLD = 500_000_000
const SEQUENCE_FINAL = 0xffff_ffff

function reject(reason: string): never {
  throw new TransactionRejectedError(reason)
}

function checkShape(tx: Transaction): void {
  if (tx.ins.length === 0) reject('bad-txns-vin-empty: the transaction has no inputs')
  if (tx.outs.length === 0) reject('bad-txns-vout-empty: the transaction has no outputs')
  if (tx.isCoinbase()) reject('coinbase: a coinbase transaction cannot be broadcast')
  const weight = tx.weight()
  if (weight > MAX_STANDARD_TX_WEIGHT) {
    reject(`tx-size: weight ${weight} is above the standard ${MAX_STANDARD_TX_WEIGHT}`)
  }
  const seen = new Set<string>()
  tx.ins.forEach((input, index) => {
    const key = outpointKey(outpointTxid(input.hash), input.index)
    if (seen.has(key)) reject(`bad-txns-inputs-duplicate: input ${index} spends ${key} twice`)
    seen.add(key)
  })
}

function checkOutputs(tx: Transaction): bigint {
  let total = 0n
  tx.outs.forEach((output, index) => {
    if (output.value < 0n || output.value > MAX_MONEY_SATS) {
      reject(`bad-txns-vout-toolarge: output ${index} pays ${output.value} sats`)
    }
    if (!isStandardOutputScript(output.script)) {
      reject(`scriptpubkey: output ${index} has a non-standard script`)
    }
    if (classifyScript(output.script) !== 'op_return' && output.value < DUST_LIMIT_SATS) {
      reject(
        `dust: output ${index} pays ${output.value} sats, below the ${DUST_LIMIT_SATS}-sat dust limit`,
      )
    }
    total += output.value
  })
  if (total > MAX_MONEY_SATS) reject(`bad-txns-txouttotal-toolarge: outputs pay ${total} sats`)
  return total
}

// Absolute locktime only (heights against the next block, times against the tip's time);
// BIP-68 relative locktimes are not enforced.
function checkFinal(chain: BitcoinChain, tx: Transaction): void {
  if (tx.locktime === 0 || tx.ins.every((input) => input.sequence === SEQUENCE_FINAL)) return
  const tip = chainTip(chain)
  const reached = tx.locktime < LOCKTIME_THRESHOLD ? tip.height + 1 : tip.time
  if (tx.locktime >= reached) {
    reject(`non-final: locktime ${tx.locktime} is not reached (next block ${tip.height + 1})`)
  }
}

function spendableCoin(chain: BitcoinChain, tx: Transaction, index: number): Coin {
  const input = tx.ins[index]
  const key = input ? outpointKey(outpointTxid(input.hash), input.index) : ''
  const coin = chain.coins.get(key)
  if (!coin) {
    reject(`bad-txns-inputs-missingorspent: input ${index} spends ${key}, which does not exist`)
  }
  const spender = chain.spentBy.get(key)
  if (spender !== undefined) {
    const height = chain.transactions.get(spender)?.blockHeight
    if (height === undefined) {
      reject(
        `txn-mempool-conflict: input ${index} spends ${key}, already spent by ${spender} in the mempool`,
      )
    }
    reject(
      `bad-txns-inputs-missingorspent: input ${index} spends ${key}, already spent by ${spender} in block ${height}`,
    )
  }
  if (coin.coinbase) {
    const height = chain.transactions.get(coin.txid)?.blockHeight ?? Number.POSITIVE_INFINITY
    const confirmations = chainTip(chain).height + 1 - height
    if (confirmations < COINBASE_MATURITY) {
      reject(
        `bad-txns-premature-spend-of-coinbase: input ${index} spends a coinbase with ${confirmations} of ${COINBASE_MATURITY} confirmations`,
      )
    }
  }
  return coin
}

/**
 * Checks a decoded transaction against the chain and the relay policy the contract names:
 * inputs exist and are unspent (chain and mempool), values, dust, 1 sat/vB, absolute locktime,
 * then every input's signature. Returns what it spends and its fee; throws a
 * {@link TransactionRejectedError} with the first reason otherwise.
 */
export function validateTransaction(
  chain: BitcoinChain,
  tx: Transaction,
): { prevouts: Coin[]; fee: bigint } {
  checkShape(tx)
  const totalOut = checkOutputs(tx)
  checkFinal(chain, tx)
  const prevouts = tx.ins.map((_, index) => spendableCoin(chain, tx, index))
  const totalIn = prevouts.reduce((sum, coin) => sum + coin.value, 0n)
  if (totalIn < totalOut) {
    reject(`bad-txns-in-belowout: outputs pay ${totalOut} sats but the inputs hold ${totalIn}`)
  }
  const fee = totalIn - totalOut
  const vsize = tx.virtualSize()
  if (fee < BigInt(Math.ceil(vsize * MIN_RELAY_FEE_RATE))) {
    const rate = (Number(fee) / vsize).toFixed(2)
    reject(
      `min relay fee not met: fee ${fee} sats for ${vsize} vB is ${rate} sat/vB, below ${MIN_RELAY_FEE_RATE} sat/vB`,
    )
  }
  for (let index = 0; index < tx.ins.length; index += 1) verifyInputSignature(tx, index, prevouts)
  return { prevouts, fee }
}
