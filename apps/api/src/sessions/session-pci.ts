import { concat, type Hex, keccak256, toHex } from 'viem'

/**
 * The permission context id of the session a signature creates: a version-8 UUID derived from
 * the signature's hash, so a client retrying a creation whose answer it lost gets the same id
 * back instead of a second session or a refusal.
 */
export function sessionPciOf(signatureHash: Hex): string {
  const digest = keccak256(concat([toHex('openappkit:session-pci:'), signatureHash]))
  const hex = digest.slice(2, 34).split('')
  hex[12] = '8'
  hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)
  const value = hex.join('')
  return `${value.slice(0, 8)}-${value.slice(8, 12)}-${value.slice(12, 16)}-${value.slice(16, 20)}-${value.slice(20)}`
}
