import { networks, Psbt, Transaction } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { fakeTxid, SECOND_KEY, THIRD_KEY } from '../../test/bitcoin-fixtures.ts'
import { verifyFinalizedPsbt } from '../../test/bitcoin-signatures.ts'
import { type BitcoinKeyAddress, bitcoinKeyAccount } from './bitcoin-keys.ts'
import { BITCOIN_ERROR_CODES, BitcoinWalletError } from './bitcoin-wallet-error.ts'
import { extractSignedTransaction, parsePsbt, signPsbtInputs } from './sign-bitcoin-psbt.ts'

const network = networks.regtest
const mine = bitcoinKeyAccount(SECOND_KEY, network)
const theirs = bitcoinKeyAccount(THIRD_KEY, network)

/** A PSBT spending one output of each address given, paying 10 000 sats to `theirs`. */
function psbtSpending(addresses: readonly BitcoinKeyAddress[], withInternalKey = true): Psbt {
  const psbt = new Psbt({ network })
  addresses.forEach((address, index) => {
    psbt.addInput({
      hash: fakeTxid(index + 1),
      index,
      witnessUtxo: { script: address.script, value: 50_000n },
      ...(address.addressType === 'p2tr' && withInternalKey
        ? { tapInternalKey: Buffer.from(address.publicKey, 'hex') }
        : {}),
    })
  })
  psbt.addOutput({ address: theirs.payment.address, value: 10_000n })
  return psbt
}

function refusal(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a refusal')
}

describe('signPsbtInputs', () => {
  it('signs P2WPKH and P2TR key-path inputs, unfinalized, and they verify once finalized', () => {
    const psbt = psbtSpending([mine.payment, mine.ordinal])
    signPsbtInputs(psbt, [
      { address: mine.payment, indexes: [0] },
      { address: mine.ordinal, indexes: [1] },
    ])
    const [payment, ordinal] = psbt.data.inputs
    expect(payment?.partialSig).toHaveLength(1)
    expect(ordinal?.tapKeySig).toHaveLength(64)
    expect(payment?.finalScriptWitness).toBeUndefined()
    expect(ordinal?.finalScriptWitness).toBeUndefined()
    expect(verifyFinalizedPsbt(psbt)).toBe(true)
    // The checker is not vacuous: another spent amount changes both sighashes.
    const tampered = psbt.clone()
    for (const input of tampered.data.inputs) {
      input.witnessUtxo = {
        ...(input.witnessUtxo as NonNullable<typeof input.witnessUtxo>),
        value: 49_999n,
      }
    }
    expect(verifyFinalizedPsbt(tampered)).toBe(false)
  })

  it('adds the internal key a dapp left out of a P2TR input it asks to sign', () => {
    const psbt = psbtSpending([mine.ordinal], false)
    signPsbtInputs(psbt, [{ address: mine.ordinal, indexes: [0] }])
    expect(Buffer.from(psbt.data.inputs[0]?.tapInternalKey ?? []).toString('hex')).toBe(
      mine.ordinal.publicKey,
    )
    expect(verifyFinalizedPsbt(psbt)).toBe(true)
  })

  it("honours the input's sighash type (SINGLE|ANYONECANPAY of a marketplace listing)", () => {
    const psbt = psbtSpending([mine.ordinal])
    const singleAnyoneCanPay = Transaction.SIGHASH_SINGLE | Transaction.SIGHASH_ANYONECANPAY
    psbt.updateInput(0, { sighashType: singleAnyoneCanPay })
    signPsbtInputs(psbt, [{ address: mine.ordinal, indexes: [0] }])
    expect(psbt.data.inputs[0]?.tapKeySig?.[64]).toBe(singleAnyoneCanPay)
    expect(verifyFinalizedPsbt(psbt)).toBe(true)
  })

  it("signs only the requested inputs and leaves another party's to them", () => {
    const psbt = psbtSpending([mine.payment, theirs.payment])
    signPsbtInputs(psbt, [{ address: mine.payment, indexes: [0] }])
    expect(psbt.data.inputs[1]?.partialSig).toBeUndefined()
    expect(refusal(() => extractSignedTransaction(psbt))).toMatchObject({
      code: BITCOIN_ERROR_CODES.INVALID_PARAMS,
    })
    signPsbtInputs(psbt, [{ address: theirs.payment, indexes: [1] }])
    const { hex, txid } = extractSignedTransaction(psbt)
    expect(Transaction.fromHex(hex).getId()).toBe(txid)
  })

  it('refuses a missing input and an input the address cannot sign, with INVALID_PARAMS', () => {
    const psbt = psbtSpending([mine.payment])
    const missing = refusal(() => signPsbtInputs(psbt, [{ address: mine.payment, indexes: [3] }]))
    expect(missing).toBeInstanceOf(BitcoinWalletError)
    expect(missing).toMatchObject({ code: BITCOIN_ERROR_CODES.INVALID_PARAMS })
    const foreign = refusal(() => signPsbtInputs(psbt, [{ address: theirs.payment, indexes: [0] }]))
    expect(foreign).toMatchObject({ code: BITCOIN_ERROR_CODES.INVALID_PARAMS })
  })
})

describe('parsePsbt', () => {
  it('reads base64 and bytes alike, and refuses anything else with INVALID_PARAMS', () => {
    const psbt = psbtSpending([mine.payment])
    expect(parsePsbt(psbt.toBase64(), network).toHex()).toBe(psbt.toHex())
    expect(parsePsbt(psbt.toBuffer(), network).toHex()).toBe(psbt.toHex())
    expect(refusal(() => parsePsbt('not a psbt', network))).toMatchObject({
      code: BITCOIN_ERROR_CODES.INVALID_PARAMS,
    })
  })
})
