import * as ecc from '@bitcoinerlab/secp256k1'
import { address as bitcoinAddress, initEccLib, type Network, Psbt, payments } from 'bitcoinjs-lib'
import type { EsploraUtxo } from '../esplora/esplora-client.ts'
import type { BitcoinAccount } from '../wallets/bitcoin-wallet.ts'
import type { PaymentAddressType } from './select-utxos.ts'

initEccLib(ecc)

function bytesOfHex(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
}

/** The payment account's address type, read from its output script. */
export function paymentAddressType(account: BitcoinAccount, network: Network): PaymentAddressType {
  const script = bitcoinAddress.toOutputScript(account.address, network)
  if (script.length === 34 && script[0] === 0x51) return 'p2tr'
  if (script.length === 23 && script[0] === 0xa9) return 'p2sh-p2wpkh'
  return 'p2wpkh'
}

/** What the transfer's PSBT holds. */
export type BuildTransferPsbtParameters = {
  from: BitcoinAccount
  to: string
  amount: bigint
  inputs: readonly EsploraUtxo[]
  change: bigint
  network: Network
}

/**
 * A PSBT paying `amount` to `to` from the payment account's `inputs`, change back to the payment
 * address; each input carries what its type needs to be signed (witness UTXO, redeem script for
 * nested segwit, internal key for taproot).
 */
export function buildTransferPsbt(parameters: BuildTransferPsbtParameters): Psbt {
  const { from, network } = parameters
  const script = bitcoinAddress.toOutputScript(from.address, network)
  const type = paymentAddressType(from, network)
  const psbt = new Psbt({ network })
  for (const utxo of parameters.inputs) {
    const input: Parameters<Psbt['addInput']>[0] = {
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script, value: BigInt(utxo.value) },
    }
    if (type === 'p2sh-p2wpkh') {
      input.redeemScript = payments.p2wpkh({ pubkey: bytesOfHex(from.publicKey), network }).output
    }
    if (type === 'p2tr') {
      const key = bytesOfHex(from.publicKey)
      input.tapInternalKey = key.length === 33 ? key.slice(1) : key
    }
    psbt.addInput(input)
  }
  psbt.addOutput({ address: parameters.to, value: parameters.amount })
  if (parameters.change > 0n) psbt.addOutput({ address: from.address, value: parameters.change })
  return psbt
}

/** Finalizes every input of a signed PSBT (base64) and returns the raw transaction's hex. */
export function finalizeSignedPsbt(signed: string, network: Network): string {
  const psbt = Psbt.fromBase64(signed, { network })
  psbt.finalizeAllInputs()
  return psbt.extractTransaction().toHex()
}
