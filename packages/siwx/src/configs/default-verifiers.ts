import { BIP122Verifier } from '../verifiers/bip122-verifier.ts'
import { EIP155Verifier, type EIP155VerifierOptions } from '../verifiers/eip155/eip155-verifier.ts'
import type { SIWXVerifier } from '../verifiers/siwx-verifier.ts'
import { SolanaVerifier } from '../verifiers/solana/solana-verifier.ts'

/** The verifiers of every namespace sign-in is defined for (EVM RPC URLs for contract accounts). */
export function defaultVerifiers(evm: EIP155VerifierOptions = {}): SIWXVerifier[] {
  return [new EIP155Verifier(evm), new SolanaVerifier(), new BIP122Verifier()]
}
