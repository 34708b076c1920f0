import { getBase58Encoder, isAddress } from '@solana/kit'
import { z } from 'zod'
import { SOLANA_CORE_VERSION } from '../constants.ts'
import type { DevnetSolanaKey } from '../keys.ts'
import type { SolanaLedger } from '../ledger.ts'

/** What every method handler reads: the ledger, and the faucet key for airdrops. */
export type SolanaRpcContext = { ledger: SolanaLedger; faucet: DevnetSolanaKey }

/** A base58 account address (32 bytes). */
export const addressSchema = z.string().refine((value) => isAddress(value), 'Invalid pubkey')

/** A base58 transaction signature (64 bytes). */
export const signatureSchema = z
  .string()
  .regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, 'Invalid signature')

export const commitmentSchema = z.enum(['processed', 'confirmed', 'finalized'])

/** The options most methods accept; every commitment is satisfied at once here. */
export const commitmentConfigSchema = z.object({
  commitment: commitmentSchema.optional(),
  minContextSlot: z.number().int().nonnegative().optional(),
})

/** Wraps a value in the `{ context, value }` envelope of Solana's RPC. */
export function withContext<T>(ledger: SolanaLedger, value: T) {
  return { context: { apiVersion: SOLANA_CORE_VERSION, slot: ledger.slot }, value }
}

/** Decodes a base58 or base64 string parameter into bytes (invalid characters yield undefined). */
export function decodeBinaryParam(
  value: string,
  encoding: 'base58' | 'base64',
): Uint8Array | undefined {
  try {
    if (encoding === 'base58') return new Uint8Array(getBase58Encoder().encode(value))
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return undefined
    return new Uint8Array(Buffer.from(value, 'base64'))
  } catch {
    return undefined
  }
}
