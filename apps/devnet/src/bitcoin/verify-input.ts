import { crypto, payments, script, Transaction } from 'bitcoinjs-lib'
import { equalBytes, toHex } from './bytes.ts'
import type { Coin } from './chain.ts'
import { ecc } from './ecc.ts'
import { classifyScript } from './script-types.ts'
import { TransactionRejectedError } from './transaction-rejected-error.ts'

// Half the curve order: an ECDSA `s` above it has a low-S twin, and Core's relay policy (BIP-146
// LOW_S) refuses the high one. Production Esplora would refuse it, so the devnet does too.
const HALF_CURVE_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n
const ANNEX_TAG = 0x50

function reject(index: number, kind: string, detail: string): never {
  throw new TransactionRejectedError(`${kind}: input ${index} ${detail}`)
}

const SCRIPT_FAILED = 'mandatory-script-verify-flag-failed'

// BIP-143: P2WPKH signs over the P2PKH script of its key hash (the "scriptCode").
function verifyP2wpkh(
  tx: Transaction,
  index: number,
  keyHash: Uint8Array,
  value: bigint,
  label: string,
): void {
  const witness = tx.ins[index]?.witness ?? []
  const [signatureBytes, publicKey] = witness
  if (witness.length !== 2 || !signatureBytes || !publicKey) {
    reject(index, SCRIPT_FAILED, `(${label}) needs a witness of [signature, public key]`)
  }
  if (publicKey.length !== 33 || !ecc.isPoint(publicKey)) {
    reject(index, SCRIPT_FAILED, `(${label}) has no compressed public key in its witness`)
  }
  if (!equalBytes(crypto.hash160(publicKey), keyHash)) {
    reject(
      index,
      `${SCRIPT_FAILED} (wrong key)`,
      `(${label}): the witness public key does not match the output's key hash`,
    )
  }
  let decoded: { signature: Uint8Array; hashType: number }
  try {
    decoded = script.signature.decode(signatureBytes)
  } catch {
    reject(
      index,
      `${SCRIPT_FAILED} (bad signature)`,
      `(${label}): not a strict DER signature with a defined sighash type`,
    )
  }
  const s = BigInt(`0x${toHex(decoded.signature.subarray(32))}`)
  if (s > HALF_CURVE_ORDER) {
    reject(
      index,
      'non-mandatory-script-verify-flag (Non-canonical signature: S value is unnecessarily high)',
      `(${label})`,
    )
  }
  const scriptCode = payments.p2pkh({ hash: keyHash }).output
  if (!scriptCode) reject(index, SCRIPT_FAILED, `(${label}) has an unusable key hash`)
  const hash = tx.hashForWitnessV0(index, scriptCode, value, decoded.hashType)
  let valid = false
  try {
    valid = ecc.verify(hash, publicKey, decoded.signature, false)
  } catch {
    valid = false
  }
  if (!valid) {
    reject(
      index,
      `${SCRIPT_FAILED} (bad signature)`,
      `(${label}): the ECDSA signature does not verify`,
    )
  }
}

// The redeem script of a nested P2WPKH is the only thing the scriptSig may hold: one push.
function nestedKeyHash(input: Transaction['ins'][number], coin: Coin, index: number): Uint8Array {
  const chunks = script.decompile(input.script)
  const redeem = chunks?.length === 1 ? chunks[0] : undefined
  if (!(redeem instanceof Uint8Array)) {
    reject(index, SCRIPT_FAILED, '(P2SH) needs a scriptSig of exactly one push: its redeem script')
  }
  if (!equalBytes(crypto.hash160(redeem), coin.script.subarray(2, 22))) {
    reject(index, SCRIPT_FAILED, '(P2SH): the redeem script does not hash to the output')
  }
  if (classifyScript(redeem) !== 'v0_p2wpkh') {
    reject(
      index,
      'unsupported-input',
      '(P2SH) redeems a script other than P2WPKH; the devnet validates P2SH-P2WPKH only',
    )
  }
  return redeem.subarray(2)
}

const TAPROOT_HASH_TYPES = new Set([0x01, 0x02, 0x03, 0x81, 0x82, 0x83])

// BIP-341 key path: one witness element, a 64-byte signature (SIGHASH_DEFAULT) or 65 with its
// sighash type, checked with BIP-340 against the output key over every input's prevout.
function verifyTaprootKeyPath(tx: Transaction, index: number, prevouts: readonly Coin[]): void {
  const witness = tx.ins[index]?.witness ?? []
  const last = witness.at(-1)
  if (witness.length >= 2 && last?.[0] === ANNEX_TAG) {
    reject(index, 'bad-witness-nonstandard', '(P2TR) carries an annex, which relay policy refuses')
  }
  if (witness.length !== 1 || !witness[0]) {
    reject(
      index,
      'unsupported-input',
      `(P2TR) has ${witness.length} witness elements; the devnet validates key-path spends (one signature) only, not script paths`,
    )
  }
  const signature = witness[0]
  if (signature.length !== 64 && signature.length !== 65) {
    reject(
      index,
      `${SCRIPT_FAILED} (bad signature)`,
      '(P2TR): a Schnorr signature is 64 or 65 bytes',
    )
  }
  const hashType = signature.length === 65 ? (signature[64] ?? 0) : Transaction.SIGHASH_DEFAULT
  if (signature.length === 65 && !TAPROOT_HASH_TYPES.has(hashType)) {
    reject(index, `${SCRIPT_FAILED} (bad signature)`, `(P2TR): invalid sighash type ${hashType}`)
  }
  if ((hashType & 0x03) === Transaction.SIGHASH_SINGLE && index >= tx.outs.length) {
    reject(
      index,
      `${SCRIPT_FAILED} (bad signature)`,
      '(P2TR): SIGHASH_SINGLE without a matching output',
    )
  }
  const hash = tx.hashForWitnessV1(
    index,
    prevouts.map((coin) => coin.script),
    prevouts.map((coin) => coin.value),
    hashType,
  )
  const outputKey = prevouts[index]?.script.subarray(2) ?? new Uint8Array()
  let valid = false
  try {
    valid = ecc.verifySchnorr(hash, outputKey, signature.subarray(0, 64))
  } catch {
    valid = false
  }
  if (!valid) {
    reject(
      index,
      `${SCRIPT_FAILED} (bad signature)`,
      '(P2TR): the Schnorr signature does not verify against the output key',
    )
  }
}

/**
 * Checks input `index`'s signature against the coin it spends (`prevouts`, one per input):
 * P2WPKH and P2SH-P2WPKH with BIP-143 + ECDSA, P2TR key path with BIP-341 + BIP-340.
 * Anything else is refused; throws a {@link TransactionRejectedError} with the reason.
 */
export function verifyInputSignature(
  tx: Transaction,
  index: number,
  prevouts: readonly Coin[],
): void {
  const input = tx.ins[index]
  const coin = prevouts[index]
  if (!input || !coin) reject(index, 'bad-txns-inputs-missingorspent', 'has no prevout')
  const type = classifyScript(coin.script)
  if (type === 'p2sh') {
    verifyP2wpkh(tx, index, nestedKeyHash(input, coin, index), coin.value, 'P2SH-P2WPKH')
    return
  }
  if ((type === 'v0_p2wpkh' || type === 'v1_p2tr') && input.script.length > 0) {
    reject(index, SCRIPT_FAILED, '(native segwit) must have an empty scriptSig')
  }
  if (type === 'v0_p2wpkh') verifyP2wpkh(tx, index, coin.script.subarray(2), coin.value, 'P2WPKH')
  else if (type === 'v1_p2tr') verifyTaprootKeyPath(tx, index, prevouts)
  else {
    reject(
      index,
      'unsupported-input',
      `spends a ${type} output; the devnet validates P2WPKH, P2SH-P2WPKH and P2TR key-path spends only`,
    )
  }
}
