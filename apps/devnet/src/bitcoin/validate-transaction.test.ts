import { Transaction } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { fromHex } from './bytes.ts'
import { type BitcoinChain, chainTip } from './chain.ts'
import { createFundedBitcoinChain } from './fixtures.ts'
import type { BitcoinKey } from './keys.ts'
import { mineBlocks } from './mine.ts'
import { acceptTransaction, broadcastTransaction } from './submit-transaction.ts'
import { coinsOf, type SpendInput, signSpend } from './test-helpers.ts'

function firstCoin(chain: BitcoinChain, key: BitcoinKey | undefined): SpendInput {
  const [coin] = key ? coinsOf(chain, key) : []
  if (!coin) throw new TypeError('no coin')
  return coin
}

const toSelf = (input: SpendInput, fee = 1_000n, options = {}) =>
  signSpend([input], [{ address: input.key.payment.address, value: input.value - fee }], options)

// The coinbase output of a block, owned by the faucet that every block pays.
function coinbaseCoin(chain: BitcoinChain, faucet: BitcoinKey, height: number): SpendInput {
  const txid = chain.blocks[height]?.txids[0] ?? ''
  const value = chain.transactions.get(txid)?.tx.outs[0]?.value ?? 0n
  return { txid, vout: 0, value, key: faucet, from: 'payment' }
}

describe('transaction validation', () => {
  it('refuses a second spend of a mempool coin, and answers a resent one with its txid', () => {
    const { chain, fixtures } = createFundedBitcoinChain({ automine: false })
    const coin = firstCoin(chain, fixtures.accounts[0])
    const first = toSelf(coin)
    expect(acceptTransaction(chain, first.toHex())).toBe(first.getId())
    expect(acceptTransaction(chain, first.toHex())).toBe(first.getId())
    expect(chain.mempool).toEqual([first.getId()])
    expect(() => acceptTransaction(chain, toSelf(coin, 2_000n).toHex())).toThrow(
      `txn-mempool-conflict: input 0 spends ${coin.txid}:${coin.vout}, already spent by ${first.getId()} in the mempool`,
    )
    mineBlocks(chain, 1)
    expect(() => acceptTransaction(chain, first.toHex())).toThrow(
      `txn-already-known: ${first.getId()} is already in block 103`,
    )
  })

  it('spends a coinbase only once it has 100 confirmations', () => {
    const { chain, fixtures } = createFundedBitcoinChain({ automine: true })
    // Tip 102: the next block is 103, so block 3's coinbase has 100 confirmations, block 4's 99.
    expect(() =>
      broadcastTransaction(chain, toSelf(coinbaseCoin(chain, fixtures.faucet, 4)).toHex()),
    ).toThrow(
      'bad-txns-premature-spend-of-coinbase: input 0 spends a coinbase with 99 of 100 confirmations',
    )
    const mature = toSelf(coinbaseCoin(chain, fixtures.faucet, 3))
    expect(broadcastTransaction(chain, mature.toHex())).toBe(mature.getId())
  })

  it('pays each block its subsidy plus the fees of its transactions, to the faucet', () => {
    const { chain, fixtures } = createFundedBitcoinChain({ automine: true })
    const tx = toSelf(firstCoin(chain, fixtures.accounts[1]), 2_345n)
    broadcastTransaction(chain, tx.toHex())
    const block = chainTip(chain)
    expect(block.txids).toEqual([expect.any(String), tx.getId()])
    const coinbase = chain.transactions.get(block.txids[0] ?? '')
    expect(coinbase?.tx.outs[0]?.value).toBe(5_000_000_000n + 2_345n)
    expect(coinbase?.prevouts).toEqual([])
    expect(chain.coins.get(`${block.txids[0]}:0`)?.address).toBe(fixtures.faucet.payment.address)
  })

  it('refuses a locktime the next block does not reach', () => {
    const { chain, fixtures } = createFundedBitcoinChain({ automine: true })
    const coin = firstCoin(chain, fixtures.accounts[2])
    const tip = chainTip(chain).height
    const early = toSelf(coin, 1_000n, { locktime: tip + 1, sequence: 0xffff_fffd })
    expect(() => broadcastTransaction(chain, early.toHex())).toThrow(
      `non-final: locktime ${tip + 1} is not reached (next block ${tip + 1})`,
    )
    // Wallets set the tip's height (anti fee sniping): final in the next block.
    const sniping = toSelf(coin, 1_000n, { locktime: tip, sequence: 0xffff_fffd })
    expect(broadcastTransaction(chain, sniping.toHex())).toBe(sniping.getId())
  })

  it('refuses malformed transactions before looking at signatures', () => {
    const { chain, fixtures } = createFundedBitcoinChain({ automine: true })
    const coin = firstCoin(chain, fixtures.accounts[3])
    const unsigned = (build: (tx: Transaction) => void) => {
      const tx = new Transaction()
      tx.version = 2
      build(tx)
      return () => broadcastTransaction(chain, tx.toHex())
    }
    const hash = fromHex(coin.txid).reverse()
    const script = coin.key.payment.script
    expect(unsigned((tx) => tx.addInput(hash, coin.vout))).toThrow(/^bad-txns-vout-empty/)
    expect(
      unsigned((tx) => {
        tx.addInput(hash, coin.vout)
        tx.addInput(hash, coin.vout)
        tx.addOutput(script, 1_000_000n)
      }),
    ).toThrow(`bad-txns-inputs-duplicate: input 1 spends ${coin.txid}:${coin.vout} twice`)
    expect(
      unsigned((tx) => {
        tx.addInput(hash, coin.vout)
        tx.addOutput(new Uint8Array(), 1_000_000n)
      }),
    ).toThrow('scriptpubkey: output 0 has a non-standard script')
    expect(
      unsigned((tx) => {
        tx.addInput(hash, coin.vout)
        tx.addOutput(script, 1_000_000n)
      }),
    ).toThrow(/^mandatory-script-verify-flag-failed: input 0 \(P2WPKH\) needs a witness/)
  })
})
