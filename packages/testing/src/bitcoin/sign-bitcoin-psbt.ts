import { hexToBytes } from '@openappkit/common/encoding'
import { Psbt } from 'bitcoinjs-lib'
import type { BitcoinKeyAddress } from './bitcoin-keys.ts'
import { invalidParams } from './bitcoin-wallet-error.ts'

/** Which inputs of a PSBT one of the wallet's addresses signs. */
export type PsbtInputsToSign = { address: BitcoinKeyAddress; indexes: readonly number[] }

/** A PSBT from base64 text or BIP-174 bytes; a malformed one is the caller's mistake. */
export function parsePsbt(psbt: string | Uint8Array, network: Psbt['opts']['network']): Psbt {
  try {
    return typeof psbt === 'string'
      ? Psbt.fromBase64(psbt, { network })
      : Psbt.fromBuffer(psbt, { network })
  } catch (error) {
    throw invalidParams('The PSBT cannot be parsed', error)
  }
}

/**
 * Signs the listed inputs in place, without finalizing: P2WPKH with the plain key (the input
 * needs its witnessUtxo or nonWitnessUtxo), P2TR by key path with the BIP-86 tweaked key. The
 * input's own sighash type is honoured, as a marketplace's SINGLE|ANYONECANPAY needs.
 */
export function signPsbtInputs(psbt: Psbt, requests: readonly PsbtInputsToSign[]): void {
  for (const { address, indexes } of requests) {
    for (const index of indexes) {
      const input = psbt.data.inputs[index]
      if (!Number.isInteger(index) || !input) {
        throw invalidParams(`The PSBT has no input ${String(index)}`)
      }
      // Dapps often leave out tapInternalKey; bitcoinjs needs it to recognise a key-path spend.
      if (
        address.addressType === 'p2tr' &&
        !input.tapInternalKey &&
        sameBytes(input.witnessUtxo?.script, address.script)
      ) {
        psbt.updateInput(index, { tapInternalKey: hexToBytes(address.publicKey) })
      }
      const sighashTypes = input.sighashType === undefined ? undefined : [input.sighashType]
      try {
        psbt.signInput(index, address.signer, sighashTypes)
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        throw invalidParams(`Input ${index} cannot be signed by ${address.address}: ${reason}`)
      }
    }
  }
}

/** Finalizes a copy of a fully signed PSBT and extracts its network transaction. */
export function extractSignedTransaction(psbt: Psbt): { hex: string; txid: string } {
  const copy = psbt.clone()
  try {
    copy.finalizeAllInputs()
    const transaction = copy.extractTransaction()
    return { hex: transaction.toHex(), txid: transaction.getId() }
  } catch (error) {
    throw invalidParams('The PSBT cannot be finalized for broadcast', error)
  }
}

function sameBytes(left: Uint8Array | undefined, right: Uint8Array): boolean {
  return left?.length === right.length && left.every((byte, index) => byte === right[index])
}
