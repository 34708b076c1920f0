import * as ecc from '@bitcoinerlab/secp256k1'
import {
  address as addressCodec,
  crypto,
  type Network,
  opcodes,
  type Psbt,
  payments,
  script,
  Transaction,
} from 'bitcoinjs-lib'

// An independent verifier for the tests: it rebuilds BIP-322's virtual transactions and every
// sighash itself, so a bug shared with the wallet's signing code cannot hide.

const encoder = new TextEncoder()

function decodeBase64(text: string): Uint8Array {
  return Uint8Array.from(Buffer.from(text, 'base64'))
}

function varBytes(bytes: Uint8Array): Uint8Array {
  return Uint8Array.from([bytes.length, ...bytes])
}

function equal(left: Uint8Array | undefined, right: Uint8Array | undefined): boolean {
  return !!left && !!right && Buffer.from(left).equals(Buffer.from(right))
}

/** The witness stack of a BIP-322 simple signature (a serialized witness). */
function parseWitness(bytes: Uint8Array): Uint8Array[] {
  const items: Uint8Array[] = []
  let offset = 1
  for (let index = 0; index < (bytes[0] ?? 0); index++) {
    const length = bytes[offset] as number
    items.push(bytes.subarray(offset + 1, offset + 1 + length))
    offset += 1 + length
  }
  if (offset !== bytes.length) throw new Error('trailing bytes after the witness')
  return items
}

/** Whether `witness` spends an output locked by `lockScript` in input `index` of `transaction`. */
function verifyWitnessSpend(
  transaction: Transaction,
  index: number,
  witness: readonly Uint8Array[],
  prevouts: readonly { script: Uint8Array; value: bigint }[],
): boolean {
  const lockScript = prevouts[index]?.script as Uint8Array
  const program = lockScript.subarray(2)
  if (lockScript[0] === opcodes.OP_0 && program.length === 20) {
    const [signature, publicKey] = witness
    if (!signature || !publicKey || !equal(crypto.hash160(publicKey), program)) return false
    const decoded = script.signature.decode(signature)
    const scriptCode = payments.p2pkh({ pubkey: publicKey }).output as Uint8Array
    const value = prevouts[index]?.value as bigint
    const hash = transaction.hashForWitnessV0(index, scriptCode, value, decoded.hashType)
    return ecc.verify(hash, publicKey, decoded.signature, true)
  }
  if (lockScript[0] === opcodes.OP_1 && program.length === 32 && witness.length === 1) {
    const signature = witness[0] as Uint8Array
    const hashType = signature.length === 65 ? (signature[64] as number) : 0
    const hash = transaction.hashForWitnessV1(
      index,
      prevouts.map((prevout) => prevout.script),
      prevouts.map((prevout) => prevout.value),
      hashType,
    )
    return ecc.verifySchnorr(hash, program, signature.subarray(0, 64))
  }
  return false
}

/** Whether `signature` is a BIP-322 simple signature of `message` by `address`. */
export function verifyBip322(
  address: string,
  message: string | Uint8Array,
  signature: string,
  network: Network,
): boolean {
  const bytes = typeof message === 'string' ? encoder.encode(message) : message
  const tag = crypto.sha256(encoder.encode('BIP0322-signed-message'))
  const messageHash = crypto.sha256(Uint8Array.from([...tag, ...tag, ...bytes]))
  const lockScript = addressCodec.toOutputScript(address, network)
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, script.compile([opcodes.OP_0, messageHash]))
  toSpend.addOutput(lockScript, 0n)
  const toSign = new Transaction()
  toSign.version = 0
  toSign.addInput(toSpend.getHash(), 0, 0)
  toSign.addOutput(Uint8Array.of(opcodes.OP_RETURN), 0n)
  const witness = parseWitness(decodeBase64(signature))
  return verifyWitnessSpend(toSign, 0, witness, [{ script: lockScript, value: 0n }])
}

/** The key a legacy `signmessage` signature recovers, and its BIP-137 header. */
export function recoverLegacySigner(message: string, signature: string) {
  const bytes = decodeBase64(signature)
  const header = bytes[0] as number
  const magic = encoder.encode('Bitcoin Signed Message:\n')
  const hash = crypto.hash256(
    Uint8Array.from([...varBytes(magic), ...varBytes(encoder.encode(message))]),
  )
  const recoveryId = ((header - 27) & 3) as 0 | 1 | 2 | 3
  const publicKey = ecc.recover(hash, bytes.subarray(1), recoveryId, true)
  return { header, length: bytes.length, publicKey }
}

/**
 * Finalizes a copy of a signed PSBT, extracts the transaction and checks every input's witness
 * against its own sighash and previous output.
 */
export function verifyFinalizedPsbt(psbt: Psbt): boolean {
  const copy = psbt.clone()
  copy.finalizeAllInputs()
  const transaction = copy.extractTransaction(true)
  const prevouts = copy.data.inputs.map((input) => {
    if (!input.witnessUtxo) throw new Error('the test PSBTs carry witnessUtxo')
    return input.witnessUtxo
  })
  return transaction.ins.every((input, index) =>
    verifyWitnessSpend(transaction, index, input.witness, prevouts),
  )
}

/** Checks every input of a broadcast transaction against the outputs it spends. */
export function verifyTransaction(
  hex: string,
  prevouts: readonly { script: Uint8Array; value: bigint }[],
): boolean {
  const transaction = Transaction.fromHex(hex)
  return transaction.ins.every((input, index) =>
    verifyWitnessSpend(transaction, index, input.witness, prevouts),
  )
}
