export { decodeBase58, encodeBase58 } from './base58.ts'
export { base64ToBytes, bytesToBase64 } from './base64.ts'
export { bytesToHex, hexToBytes } from './hex.ts'
export {
  readCompactU16,
  readSolanaWireTransaction,
  type SolanaWireTransaction,
  withSolanaSignature,
} from './solana-wire.ts'
