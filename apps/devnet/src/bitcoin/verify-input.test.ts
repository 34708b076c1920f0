import { networks, Psbt, payments, script, Transaction } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { fromHex, toHex } from './bytes.ts'
import { ecc } from './ecc.ts'
import { createFundedBitcoinChain } from './fixtures.ts'
import type { BitcoinKey } from './keys.ts'
import { createEcdsaSigner } from './signer.ts'
import { broadcastTransaction } from './submit-transaction.ts'
import { coinsOf, type SpendInput, signSpend } from './test-helpers.ts'
import { TransactionRejectedError } from './transaction-rejected-error.ts'

const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const network = networks.regtest
const { chain, fixtures } = createFundedBitcoinChain({ automine: true })

function account(index: number): BitcoinKey {
  const key = fixtures.accounts[index]
  if (!key) throw new TypeError(`no account ${index}`)
  return key
}

function coin(key: BitcoinKey, from: 'payment' | 'ordinal' = 'payment'): SpendInput {
  const [first] = coinsOf(chain, key, from)
  if (!first) throw new TypeError('no coin')
  return first
}

const submit = (tx: Transaction) => broadcastTransaction(chain, tx.toHex())

function refusal(tx: Transaction): string {
  try {
    submit(tx)
  } catch (error) {
    if (error instanceof TransactionRejectedError) return error.message
    throw error
  }
  throw new TypeError('the transaction was accepted')
}

const toSelf = (input: SpendInput, fee = 1_000n) =>
  signSpend([input], [{ address: input.key.payment.address, value: input.value - fee }])

describe('signature checks', () => {
  it('accepts a P2SH-P2WPKH spend and refuses a redeem script of another key', () => {
    const owner = account(0)
    const nested = payments.p2sh({ redeem: payments.p2wpkh({ pubkey: owner.publicKey, network }) })
    const other = payments.p2wpkh({ pubkey: account(1).publicKey, network })
    if (!nested.address || !nested.output || !nested.redeem?.output || !other.output) {
      throw new TypeError('no nested address')
    }
    const funding = signSpend([coin(owner)], [{ address: nested.address, value: 99_000_000n }])
    submit(funding)
    const spend = (redeemScript: Uint8Array) => {
      const psbt = new Psbt({ network })
      psbt.addInput({
        hash: funding.getId(),
        index: 0,
        witnessUtxo: { script: nested.output as Uint8Array, value: 99_000_000n },
        redeemScript,
      })
      psbt.addOutput({ address: owner.payment.address, value: 98_999_000n })
      return psbt.signInput(0, createEcdsaSigner(owner.privateKey)).finalizeAllInputs()
    }
    const good = spend(nested.redeem.output).extractTransaction()
    expect(toHex(good.ins[0]?.script ?? new Uint8Array())).toBe(`16${toHex(nested.redeem.output)}`)
    // Psbt would not sign for a mismatched redeem script, so the scriptSig is swapped afterwards.
    const swapped = good.clone()
    swapped.setInputScript(0, script.compile([other.output]))
    expect(refusal(swapped)).toBe(
      'mandatory-script-verify-flag-failed: input 0 (P2SH): the redeem script does not hash to the output',
    )
    expect(submit(good)).toBe(good.getId())
  })

  it("refuses a high-S ECDSA signature (valid math, refused by Core's relay policy)", () => {
    const tx = toSelf(coin(account(1)))
    const [signature, publicKey] = tx.ins[0]?.witness ?? []
    if (!signature || !publicKey) throw new TypeError('no witness')
    const decoded = script.signature.decode(signature)
    const s = BigInt(`0x${toHex(decoded.signature.subarray(32))}`)
    const highS = new Uint8Array(64)
    highS.set(decoded.signature.subarray(0, 32))
    highS.set(fromHex((CURVE_ORDER - s).toString(16).padStart(64, '0')), 32)
    tx.setWitness(0, [script.signature.encode(highS, decoded.hashType), publicKey])
    expect(refusal(tx)).toBe(
      'non-mandatory-script-verify-flag (Non-canonical signature: S value is unnecessarily high): input 0 (P2WPKH)',
    )
  })

  it('honours the sighash type: ALL|ANYONECANPAY (ECDSA) and an explicit ALL (Schnorr)', () => {
    const ecdsa = signSpend(
      [coin(account(2))],
      [{ address: account(2).payment.address, value: 99_999_000n }],
      { sighashType: Transaction.SIGHASH_ALL | Transaction.SIGHASH_ANYONECANPAY },
    )
    expect(ecdsa.ins[0]?.witness[0]?.at(-1)).toBe(0x81)
    expect(submit(ecdsa)).toBe(ecdsa.getId())
    const ordinal = coin(account(2), 'ordinal')
    const schnorr = signSpend(
      [ordinal],
      [{ address: ordinal.key.payment.address, value: 9_000n }],
      {
        sighashType: Transaction.SIGHASH_ALL,
      },
    )
    expect(schnorr.ins[0]?.witness[0]).toHaveLength(65)
    expect(submit(schnorr)).toBe(schnorr.getId())
  })

  it('refuses a Schnorr signature that does not verify against the output key', () => {
    const tx = toSelf(coin(account(3), 'ordinal'))
    const signature = Uint8Array.from(tx.ins[0]?.witness[0] ?? [])
    signature[10] = (signature[10] ?? 0) ^ 1
    tx.setWitness(0, [signature])
    expect(refusal(tx)).toBe(
      'mandatory-script-verify-flag-failed (bad signature): input 0 (P2TR): the Schnorr signature does not verify against the output key',
    )
  })

  it('refuses taproot script paths and annexes, which the devnet does not validate', () => {
    const tx = toSelf(coin(account(4), 'ordinal'))
    const signature = tx.ins[0]?.witness[0] ?? new Uint8Array()
    tx.setWitness(0, [signature, new Uint8Array([0x51]), new Uint8Array(33)])
    expect(refusal(tx)).toMatch(/^unsupported-input: input 0 \(P2TR\) has 3 witness elements/)
    tx.setWitness(0, [signature, new Uint8Array([0x50, 1])])
    expect(refusal(tx)).toMatch(/^bad-witness-nonstandard: input 0 \(P2TR\) carries an annex/)
  })

  it('refuses inputs of script types beyond P2WPKH, P2SH-P2WPKH and P2TR', () => {
    const owner = account(5)
    const legacy = payments.p2pkh({ pubkey: owner.publicKey, network })
    if (!legacy.address || !legacy.output) throw new TypeError('no p2pkh address')
    const funding = signSpend([coin(owner)], [{ address: legacy.address, value: 99_000_000n }])
    submit(funding)
    const spend = new Transaction()
    spend.addInput(fromHex(funding.getId()).reverse(), 0)
    spend.addOutput(owner.payment.script, 98_999_000n)
    const hash = spend.hashForSignature(0, legacy.output, Transaction.SIGHASH_ALL)
    const signature = script.signature.encode(ecc.sign(hash, owner.privateKey), 1)
    spend.setInputScript(0, script.compile([signature, owner.publicKey]))
    expect(refusal(spend)).toBe(
      'unsupported-input: input 0 spends a p2pkh output; the devnet validates P2WPKH, P2SH-P2WPKH and P2TR key-path spends only',
    )
  })
})
