import * as ecc from '@bitcoinerlab/secp256k1'
import { bytesToBase64, bytesToHex, hexToBytes } from '@openappkit/common/encoding'
import { crypto, opcodes, Psbt, script, Transaction } from 'bitcoinjs-lib'
import type { BitcoinKeyAccount, BitcoinKeyAddress } from './bitcoin-keys.ts'
import { invalidParams } from './bitcoin-wallet-error.ts'
import { concatBytes, varBytes } from './bytes.ts'

/** How a message is signed: BIP-322 simple, or legacy `signmessage` (ECDSA, BIP-137 header). */
export type BitcoinMessageProtocol = 'BIP322' | 'ECDSA'

/** A signed message as sats-connect returns it. */
export type BitcoinSignedMessage = {
  /** Base64: the BIP-322 witness stack, or the 65-byte header ‖ r ‖ s of legacy signmessage. */
  signature: string
  /** Hex of the digest the protocol commits to (BIP-322 message hash, or the legacy one). */
  messageHash: string
  address: string
  protocol: BitcoinMessageProtocol
}

const LEGACY_MAGIC = new TextEncoder().encode('Bitcoin Signed Message:\n')
// BIP-137: 39 + recovery id marks a signature by the key of a native segwit (P2WPKH) address.
const BIP137_P2WPKH_HEADER = 39
const ZERO_TXID = new Uint8Array(32)

/** BIP-322's message hash: the `BIP0322-signed-message` tagged SHA-256 of the message bytes. */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  // bitcoinjs-lib's taggedHash only knows the BIP-340/341 tags.
  const tag = crypto.sha256(new TextEncoder().encode('BIP0322-signed-message'))
  return crypto.sha256(concatBytes(tag, tag, message))
}

/** The digest legacy `signmessage` signs: double SHA-256 of the magic and the message. */
export function legacyMessageHash(message: Uint8Array): Uint8Array {
  return crypto.hash256(concatBytes(varBytes(LEGACY_MAGIC), varBytes(message)))
}

/** BIP-322's virtual `to_spend`: pays `outputScript` and commits to the message hash. */
export function buildToSpend(messageHash: Uint8Array, outputScript: Uint8Array): Transaction {
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.addInput(ZERO_TXID, 0xffffffff, 0, script.compile([opcodes.OP_0, messageHash]))
  toSpend.addOutput(outputScript, 0n)
  return toSpend
}

/** Signs `message` with BIP-322 simple: the base64 witness that spends `to_sign`'s one input. */
export function signBip322(address: BitcoinKeyAddress, message: Uint8Array): BitcoinSignedMessage {
  const messageHash = bip322MessageHash(message)
  const toSpend = buildToSpend(messageHash, address.script)
  // No address is encoded here, so the network parameters do not matter.
  const toSign = new Psbt()
  toSign.setVersion(0)
  toSign.addInput({
    hash: toSpend.getHash(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: address.script, value: 0n },
    ...(address.addressType === 'p2tr' ? { tapInternalKey: hexToBytes(address.publicKey) } : {}),
  })
  toSign.addOutput({ script: Uint8Array.of(opcodes.OP_RETURN), value: 0n })
  toSign.signInput(0, address.signer)
  toSign.finalizeInput(0)
  const witness = toSign.data.inputs[0]?.finalScriptWitness as Uint8Array
  return {
    signature: bytesToBase64(witness),
    messageHash: bytesToHex(messageHash),
    address: address.address,
    protocol: 'BIP322',
  }
}

/** Signs `message` as legacy `signmessage` does, with the BIP-137 header of a P2WPKH address. */
export function signLegacyMessage(
  account: BitcoinKeyAccount,
  address: BitcoinKeyAddress,
  message: Uint8Array,
): BitcoinSignedMessage {
  // A legacy signature recovers an ECDSA key; no header names a taproot output key.
  if (address.addressType !== 'p2wpkh') {
    throw invalidParams('ECDSA message signing is only available for the payment address')
  }
  const messageHash = legacyMessageHash(message)
  const { signature, recoveryId } = ecc.signRecoverable(
    messageHash,
    account.key.privateKey as Uint8Array,
  )
  return {
    signature: bytesToBase64(
      concatBytes(Uint8Array.of(BIP137_P2WPKH_HEADER + recoveryId), signature),
    ),
    messageHash: bytesToHex(messageHash),
    address: address.address,
    protocol: 'ECDSA',
  }
}
