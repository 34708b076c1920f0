import { address } from 'bitcoinjs-lib'

/** Output script types, named as Esplora's `scriptpubkey_type` names them. */
export type ScriptType =
  | 'p2pk'
  | 'p2pkh'
  | 'p2sh'
  | 'v0_p2wpkh'
  | 'v0_p2wsh'
  | 'v1_p2tr'
  | 'op_return'
  | 'empty'
  | 'unknown'

const OP_0 = 0x00
const OP_1 = 0x51
const OP_16 = 0x60
const OP_RETURN = 0x6a
const OP_DUP = 0x76
const OP_HASH160 = 0xa9
const OP_EQUAL = 0x87
const OP_EQUALVERIFY = 0x88
const OP_CHECKSIG = 0xac

const REGTEST_BECH32_PREFIX = 'bcrt'
const REGTEST_P2PKH_VERSION = 111
const REGTEST_P2SH_VERSION = 196

/** A witness program (BIP-141): version opcode, then one push of 2 to 40 bytes. */
function witnessProgram(script: Uint8Array): { version: number; program: Uint8Array } | undefined {
  const [first, length] = script
  if (first === undefined || length === undefined || script.length < 4 || script.length > 42) {
    return undefined
  }
  if (first !== OP_0 && (first < OP_1 || first > OP_16)) return undefined
  if (length + 2 !== script.length) return undefined
  return { version: first === OP_0 ? 0 : first - OP_1 + 1, program: script.subarray(2) }
}

/** Classifies an output script by its byte pattern. */
export function classifyScript(script: Uint8Array): ScriptType {
  const s = script
  if (s.length === 0) return 'empty'
  if (s[0] === OP_RETURN) return 'op_return'
  if (s.length === 25 && s[0] === OP_DUP && s[1] === OP_HASH160 && s[2] === 20) {
    if (s[23] === OP_EQUALVERIFY && s[24] === OP_CHECKSIG) return 'p2pkh'
  }
  if (s.length === 23 && s[0] === OP_HASH160 && s[1] === 20 && s[22] === OP_EQUAL) return 'p2sh'
  if ((s.length === 35 && s[0] === 33) || (s.length === 67 && s[0] === 65)) {
    if (s[s.length - 1] === OP_CHECKSIG) return 'p2pk'
  }
  const witness = witnessProgram(s)
  if (witness?.version === 0 && witness.program.length === 20) return 'v0_p2wpkh'
  if (witness?.version === 0 && witness.program.length === 32) return 'v0_p2wsh'
  if (witness?.version === 1 && witness.program.length === 32) return 'v1_p2tr'
  return 'unknown'
}

/**
 * Whether the mempool relays an output with this script: the known templates, OP_RETURN, and
 * witness programs of future versions (which Core also treats as standard outputs).
 */
export function isStandardOutputScript(script: Uint8Array): boolean {
  const type = classifyScript(script)
  if (type === 'empty') return false
  if (type !== 'unknown') return true
  const witness = witnessProgram(script)
  return witness !== undefined && witness.version > 0
}

/** The regtest address of an output script, or `undefined` (OP_RETURN, bare keys, unknown). */
export function scriptAddress(script: Uint8Array): string | undefined {
  const type = classifyScript(script)
  if (type === 'p2pkh') return address.toBase58Check(script.subarray(3, 23), REGTEST_P2PKH_VERSION)
  if (type === 'p2sh') return address.toBase58Check(script.subarray(2, 22), REGTEST_P2SH_VERSION)
  const witness = witnessProgram(script)
  if (witness === undefined) return undefined
  // Encoded directly (not through payments) so an odd program never needs the curve to print.
  return address.toBech32(witness.program, witness.version, REGTEST_BECH32_PREFIX)
}
