import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes } from '@noble/hashes/utils.js'
import { bech32, bech32m, createBase58check } from '@scure/base'

/** A Bitcoin network; signet addresses are testnet's. */
export type BitcoinNetwork = 'mainnet' | 'testnet' | 'regtest'

/**
 * The single-key address types the verifier knows. `p2sh` is read as P2SH-P2WPKH, the only
 * single-key script nested in P2SH that wallets sign messages for.
 */
export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2tr'

/** A decoded address: its type, the hash or key it pays to, and the networks it is valid on. */
export type BitcoinAddress = {
  type: BitcoinAddressType
  /** The 20-byte key or script hash, or the 32-byte taproot output key. */
  program: Uint8Array
  /** Testnet and regtest share base58 versions, so a base58 address can belong to both. */
  networks: readonly BitcoinNetwork[]
}

// The longest valid address, a bech32m one with a 40-byte program, has 90 characters.
const maxAddressLength = 100

const segwitPrefixes = { mainnet: 'bc', testnet: 'tb', regtest: 'bcrt' } as const

type Base58Kind = { type: 'p2pkh' | 'p2sh'; networks: readonly BitcoinNetwork[] }

// Keyed by version byte: 0x00 and 0x05 on mainnet, 0x6f and 0xc4 on testnet and regtest.
const base58Kinds: Readonly<Record<number, Base58Kind>> = {
  0: { type: 'p2pkh', networks: ['mainnet'] },
  5: { type: 'p2sh', networks: ['mainnet'] },
  111: { type: 'p2pkh', networks: ['testnet', 'regtest'] },
  196: { type: 'p2sh', networks: ['testnet', 'regtest'] },
}

const base58check = /* @__PURE__ */ createBase58check(sha256)

/** The type, program and networks of `address`, or `undefined` if it is malformed or unsupported. */
export function decodeBitcoinAddress(address: string): BitcoinAddress | undefined {
  if (typeof address !== 'string' || address.length > maxAddressLength) return undefined
  return decodeSegwitAddress(address) ?? decodeBase58Address(address)
}

/** The address of `program` as `type` on `network`. */
export function encodeBitcoinAddress(
  type: BitcoinAddressType,
  program: Uint8Array,
  network: BitcoinNetwork,
): string {
  const prefix = segwitPrefixes[network]
  if (type === 'p2wpkh') return bech32.encode(prefix, [0, ...bech32.toWords(program)])
  if (type === 'p2tr') return bech32m.encode(prefix, [1, ...bech32m.toWords(program)])
  const version = Object.keys(base58Kinds)
    .map(Number)
    .find((key) => base58Kinds[key]?.type === type && base58Kinds[key].networks.includes(network))
  return base58check.encode(concatBytes(Uint8Array.of(version ?? 0), program))
}

function decodeSegwitAddress(address: string): BitcoinAddress | undefined {
  // BIP-350: version 0 programs use the bech32 checksum, later versions bech32m; a string cannot
  // carry both checksums, so at most one of the two decodings succeeds.
  const v0 = bech32.decodeUnsafe(address)
  const v1 = bech32m.decodeUnsafe(address)
  const decoded = v0?.words[0] === 0 ? v0 : v1 && v1.words[0] !== 0 ? v1 : undefined
  if (!decoded) return undefined
  const network = networkOfPrefix(decoded.prefix)
  if (!network) return undefined
  const [version, ...programWords] = decoded.words
  const program = bech32.fromWordsUnsafe(programWords)
  if (!program) return undefined
  if (version === 0 && program.length === 20)
    return { type: 'p2wpkh', program, networks: [network] }
  if (version === 1 && program.length === 32) return { type: 'p2tr', program, networks: [network] }
  // P2WSH, other program sizes and future versions cannot be single-key spends.
  return undefined
}

function decodeBase58Address(address: string): BitcoinAddress | undefined {
  let payload: Uint8Array
  try {
    payload = base58check.decode(address)
  } catch {
    return undefined
  }
  const kind = base58Kinds[payload[0] ?? -1]
  if (payload.length !== 21 || !kind) return undefined
  return { type: kind.type, program: payload.subarray(1), networks: kind.networks }
}

function networkOfPrefix(prefix: string): BitcoinNetwork | undefined {
  return (Object.keys(segwitPrefixes) as BitcoinNetwork[]).find(
    (network) => segwitPrefixes[network] === prefix,
  )
}
