import { secp256k1 } from '@noble/curves/secp256k1'
import { keccak256 } from '@openappkit/common/validation'

const hexToBytes = (hex: string) =>
  Uint8Array.from(hex.replace(/^0x/, '').match(/.{2}/g) ?? [], (byte) => Number.parseInt(byte, 16))
const bytesToHex = (bytes: Uint8Array) =>
  `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`

/**
 * `personal_sign` (EIP-191): the signature over keccak256("\x19Ethereum Signed Message:\n" +
 * length + message), r ‖ s ‖ v with v 27 or 28. `message` is hex, as dapps send it.
 */
export function signPersonalMessage(privateKey: Uint8Array, message: string): string {
  const bytes = /^0x([0-9a-fA-F]{2})*$/.test(message)
    ? hexToBytes(message)
    : new TextEncoder().encode(message)
  const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${bytes.length}`)
  const digest = keccak256(new Uint8Array([...prefix, ...bytes]))
  const signature = secp256k1.sign(digest, privateKey)
  const rs = signature.toCompactRawBytes()
  return `${bytesToHex(rs)}${(27 + signature.recovery).toString(16)}`
}
