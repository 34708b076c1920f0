import { concatBytes } from '@noble/hashes/utils.js'
import type { BitcoinAddress } from './address.ts'
import { ByteReader } from './encoding.ts'

const OP_0 = 0x00
const OP_1 = 0x51
const OP_DUP = 0x76
const OP_HASH160 = 0xa9
const OP_EQUAL = 0x87
const OP_EQUALVERIFY = 0x88
const OP_CHECKSIG = 0xac
/** The script of BIP-322's `to_sign` output, which nothing can spend. */
export const OP_RETURN = 0x6a

// Opcodes 0x01–0x4b push that many bytes; longer pushes need OP_PUSHDATA1 and up.
const maxDirectPush = 0x4b

/** The P2PKH script of a 20-byte key hash; also the BIP-143 script code of P2WPKH. */
export function p2pkhScript(keyHash: Uint8Array): Uint8Array {
  return concatBytes(
    Uint8Array.of(OP_DUP, OP_HASH160, keyHash.length),
    keyHash,
    Uint8Array.of(OP_EQUALVERIFY, OP_CHECKSIG),
  )
}

/** The P2SH script of a 20-byte script hash. */
export function p2shScript(scriptHash: Uint8Array): Uint8Array {
  return concatBytes(
    Uint8Array.of(OP_HASH160, scriptHash.length),
    scriptHash,
    Uint8Array.of(OP_EQUAL),
  )
}

/** The P2WPKH script of a 20-byte key hash; also the redeem script of P2SH-P2WPKH. */
export function p2wpkhScript(keyHash: Uint8Array): Uint8Array {
  return concatBytes(Uint8Array.of(OP_0, keyHash.length), keyHash)
}

/** The P2TR script of a 32-byte x-only output key. */
export function p2trScript(outputKey: Uint8Array): Uint8Array {
  return concatBytes(Uint8Array.of(OP_1, outputKey.length), outputKey)
}

/** The scriptPubKey that `address` stands for. */
export function scriptPubKeyOf(address: BitcoinAddress): Uint8Array {
  const scripts = { p2pkh: p2pkhScript, p2sh: p2shScript, p2wpkh: p2wpkhScript, p2tr: p2trScript }
  return scripts[address.type](address.program)
}

/** A script pushing `data` (at most 75 bytes: signatures, keys, hashes, redeem scripts). */
export function pushScript(...data: Uint8Array[]): Uint8Array {
  return concatBytes(...data.flatMap((item) => [Uint8Array.of(item.length), item]))
}

/**
 * The items a script made only of direct pushes pushes, or `undefined` for any other script.
 * Direct pushes are the minimal encoding of everything a single-key scriptSig holds.
 */
export function parsePushScript(script: Uint8Array): Uint8Array[] | undefined {
  const reader = new ByteReader(script)
  const items: Uint8Array[] = []
  while (reader.remaining > 0 && !reader.failed) {
    const opcode = reader.readUint8()
    if (opcode < 1 || opcode > maxDirectPush) return undefined
    items.push(reader.readBytes(opcode))
  }
  return reader.complete ? items : undefined
}
