export { decodeBase58, encodeBase58 } from './base58.ts'
