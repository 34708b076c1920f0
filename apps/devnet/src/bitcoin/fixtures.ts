import { crypto, payments, script, Transaction } from 'bitcoinjs-lib'
import { DevnetError } from '../errors.ts'
import { fromHex } from './bytes.ts'
import { type BitcoinChain, createBitcoinChain } from './chain.ts'
import {
  BITCOIN_TEST_ACCOUNT_COUNT,
  COINBASE_MATURITY,
  ORDINAL_UTXO_SATS,
  PAYMENT_UTXO_COUNT,
  PAYMENT_UTXO_SATS,
} from './constants.ts'
import { ecc } from './ecc.ts'
import { type BitcoinKey, deriveBitcoinKey } from './keys.ts'
import { mineBlocks } from './mine.ts'
import { acceptTransaction } from './submit-transaction.ts'

/** Fee of the funding transaction (about 2 sat/vB for its ~2 100 vB). */
const FUNDING_FEE_SATS = 5_000n

/** What the fixtures created: the miner's key and the funded test accounts. */
export type BitcoinFixtures = {
  /** Every block's coinbase pays this key's P2WPKH address (never listed in the manifest). */
  faucet: BitcoinKey
  accounts: BitcoinKey[]
  fundingTxid: string
}

// Signs each P2WPKH input of the faucet (BIP-143 over the P2PKH script code, SIGHASH_ALL).
function signFaucetInputs(tx: Transaction, faucet: BitcoinKey, values: readonly bigint[]): void {
  const scriptCode = payments.p2pkh({ hash: crypto.hash160(faucet.publicKey) }).output
  if (!scriptCode) throw new DevnetError('Could not build the faucet script code')
  values.forEach((value, index) => {
    const hash = tx.hashForWitnessV0(index, scriptCode, value, Transaction.SIGHASH_ALL)
    const signature = script.signature.encode(
      ecc.sign(hash, faucet.privateKey),
      Transaction.SIGHASH_ALL,
    )
    tx.setWitness(index, [signature, faucet.publicKey])
  })
}

function fundingTransaction(chain: BitcoinChain, faucet: BitcoinKey, accounts: BitcoinKey[]) {
  // The coinbases of blocks 1 and 2 (50 BTC each) cover 10 × 5.0001 BTC.
  const coinbases = [1, 2].map((height) => {
    const txid = chain.blocks[height]?.txids[0]
    const entry = txid === undefined ? undefined : chain.transactions.get(txid)
    if (!entry) throw new DevnetError(`Block ${height} has no coinbase`)
    return { txid: entry.txid, value: entry.tx.outs[0]?.value ?? 0n }
  })
  const tx = new Transaction()
  tx.version = 2
  for (const coinbase of coinbases) tx.addInput(fromHex(coinbase.txid).reverse(), 0)
  let spent = FUNDING_FEE_SATS
  for (const account of accounts) {
    for (let index = 0; index < PAYMENT_UTXO_COUNT; index += 1) {
      tx.addOutput(account.payment.script, PAYMENT_UTXO_SATS)
    }
    tx.addOutput(account.ordinal.script, ORDINAL_UTXO_SATS)
    spent += PAYMENT_UTXO_SATS * BigInt(PAYMENT_UTXO_COUNT) + ORDINAL_UTXO_SATS
  }
  const total = coinbases.reduce((sum, coinbase) => sum + coinbase.value, 0n)
  if (total < spent) throw new DevnetError('The faucet coinbases cannot fund every account')
  tx.addOutput(faucet.payment.script, total - spent)
  signFaucetInputs(
    tx,
    faucet,
    coinbases.map((coinbase) => coinbase.value),
  )
  return tx
}

/**
 * A regtest with funded accounts, built like `bitcoind -regtest` would be: 101 blocks mined to
 * the faucet (so its first coinbases mature), then one signed transaction — checked by the same
 * validation as `POST /tx` — paying every account 5 × 1 BTC (P2WPKH) and 0.0001 BTC (P2TR),
 * mined in block 102. Keys derive from fixed labels and signatures are deterministic (RFC 6979),
 * so addresses and fixture txids are the same on every start.
 */
export function createFundedBitcoinChain(options: { automine: boolean }): {
  chain: BitcoinChain
  fixtures: BitcoinFixtures
} {
  const faucet = deriveBitcoinKey('faucet')
  const accounts = Array.from({ length: BITCOIN_TEST_ACCOUNT_COUNT }, (_, index) =>
    deriveBitcoinKey(`account-${index}`),
  )
  const chain = createBitcoinChain({
    automine: options.automine,
    minerScript: faucet.payment.script,
  })
  mineBlocks(chain, COINBASE_MATURITY + 1)
  const fundingTxid = acceptTransaction(chain, fundingTransaction(chain, faucet, accounts).toHex())
  mineBlocks(chain, 1)
  return { chain, fixtures: { faucet, accounts, fundingTxid } }
}
