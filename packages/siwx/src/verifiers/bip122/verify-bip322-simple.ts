import type { BitcoinAddress } from './address.ts'
import { buildToSign, buildToSpend } from './bip322.ts'
import { nestedWitnessScriptSig, verifySingleKeySpend } from './verify-spend.ts'

/** Whether `witness`, a BIP-322 simple signature, signs `message` for `address`. */
export function verifyBip322Simple(
  address: BitcoinAddress,
  message: string,
  witness: readonly Uint8Array[],
): boolean {
  // A P2PKH spend lives in the scriptSig, which the simple format has no room for.
  if (address.type === 'p2pkh') return false
  // The simple format leaves the P2SH-P2WPKH scriptSig implied: the push of the redeem script.
  const scriptSig = address.type === 'p2sh' ? nestedWitnessScriptSig(witness) : new Uint8Array(0)
  if (!scriptSig) return false
  const toSpend = buildToSpend(address, message)
  return verifySingleKeySpend(address, buildToSign(toSpend, scriptSig, witness), toSpend.outputs[0])
}
