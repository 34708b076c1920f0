import { concatBytes } from '@noble/hashes/utils.js'
import {
  ByteReader,
  encodeCompactSize,
  encodeUint32,
  encodeUint64,
  encodeVarBytes,
} from './encoding.ts'
import { sha256d } from './hashes.ts'

/** The output an input spends: a txid in internal byte order (not the reversed display order). */
export type Outpoint = { txid: Uint8Array; index: number }

/** A transaction input with its witness stack. */
export type TransactionInput = {
  outpoint: Outpoint
  scriptSig: Uint8Array
  sequence: number
  witness: readonly Uint8Array[]
}

/** A transaction output: an amount in satoshis and the script it pays to. */
export type TransactionOutput = { value: bigint; script: Uint8Array }

/** A transaction as the BIP-144 serialization carries it. */
export type Transaction = {
  version: number
  inputs: readonly TransactionInput[]
  outputs: readonly TransactionOutput[]
  lockTime: number
}

// Every input takes at least 41 bytes and every output 9, which bounds the counts worth looping on.
const minInputSize = 41
const minOutputSize = 9

/** The 36-byte serialization of an outpoint. */
export function serializeOutpoint(outpoint: Outpoint): Uint8Array {
  return concatBytes(outpoint.txid, encodeUint32(outpoint.index))
}

/** The serialization of an output: amount, then length-prefixed script. */
export function serializeOutput(output: TransactionOutput): Uint8Array {
  return concatBytes(encodeUint64(output.value), encodeVarBytes(output.script))
}

/** The serialization of a witness stack, which is also a BIP-322 simple signature. */
export function serializeWitness(witness: readonly Uint8Array[]): Uint8Array {
  return concatBytes(encodeCompactSize(witness.length), ...witness.map(encodeVarBytes))
}

/** A witness stack that spans all of `bytes`, or `undefined` if `bytes` is anything else. */
export function parseWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  const reader = new ByteReader(bytes)
  const witness = readWitness(reader)
  return reader.complete ? witness : undefined
}

/** The BIP-144 serialization of `tx`; the witness part only when asked and some input has one. */
export function serializeTransaction(tx: Transaction, withWitness = true): Uint8Array {
  const hasWitness = withWitness && tx.inputs.some((input) => input.witness.length > 0)
  return concatBytes(
    encodeUint32(tx.version),
    hasWitness ? Uint8Array.of(0x00, 0x01) : new Uint8Array(0),
    encodeCompactSize(tx.inputs.length),
    ...tx.inputs.map((input) =>
      concatBytes(
        serializeOutpoint(input.outpoint),
        encodeVarBytes(input.scriptSig),
        encodeUint32(input.sequence),
      ),
    ),
    encodeCompactSize(tx.outputs.length),
    ...tx.outputs.map(serializeOutput),
    ...(hasWitness ? tx.inputs.map((input) => serializeWitness(input.witness)) : []),
    encodeUint32(tx.lockTime),
  )
}

/** The txid of `tx` in internal byte order: it hashes the serialization without witnesses. */
export function transactionId(tx: Transaction): Uint8Array {
  return sha256d(serializeTransaction(tx, false))
}

/** The transaction that spans all of `bytes`, or `undefined` if `bytes` is anything else. */
export function parseTransaction(bytes: Uint8Array): Transaction | undefined {
  const reader = new ByteReader(bytes)
  const version = reader.readUint32()
  // A zero input count cannot start a useful transaction, so 0x00 0x01 marks the witness form.
  const hasWitness = reader.remaining >= 2 && bytes[4] === 0x00 && bytes[5] === 0x01
  if (hasWitness) reader.readBytes(2)
  const inputs = readList(reader, minInputSize, () => ({
    outpoint: { txid: reader.readBytes(32), index: reader.readUint32() },
    scriptSig: reader.readVarBytes(),
    sequence: reader.readUint32(),
    witness: [] as Uint8Array[],
  }))
  const outputs = readList(reader, minOutputSize, () => ({
    value: reader.readUint64(),
    script: reader.readVarBytes(),
  }))
  const witnessed = hasWitness
    ? inputs.map((input) => ({ ...input, witness: readWitness(reader) }))
    : inputs
  // Like Bitcoin Core, refuse a witness marker with no witness behind it.
  if (hasWitness && witnessed.every((input) => input.witness.length === 0)) reader.fail()
  const lockTime = reader.readUint32()
  return reader.complete ? { version, inputs: witnessed, outputs, lockTime } : undefined
}

function readWitness(reader: ByteReader): Uint8Array[] {
  return readList(reader, 1, () => reader.readVarBytes())
}

function readList<Item>(reader: ByteReader, minItemSize: number, readItem: () => Item): Item[] {
  const count = reader.readCompactSize()
  if (count * minItemSize > reader.remaining) {
    reader.fail()
    return []
  }
  const items: Item[] = []
  for (let index = 0; index < count && !reader.failed; index += 1) items.push(readItem())
  return items
}
