import { address as addressCodec, type Network, Psbt } from 'bitcoinjs-lib'
import type { BitcoinKeyAddress } from './bitcoin-keys.ts'
import { BITCOIN_ERROR_CODES, BitcoinWalletError, invalidParams } from './bitcoin-wallet-error.ts'
import type { EsploraUtxo } from './esplora-client.ts'

/** One payment of `sendTransfer`: sats to an address. */
export type TransferRecipient = { address: string; amount: number }

export type BuildTransferPsbtParameters = {
  /** The payment address: it funds the transfer and takes the change. */
  from: BitcoinKeyAddress
  utxos: readonly EsploraUtxo[]
  recipients: readonly TransferRecipient[]
  /** Sats per vbyte. */
  feeRate: number
  network: Network
}

// Virtual sizes: version, counts, locktime and the segwit marker; a P2WPKH input with a 72-byte
// signature (an upper bound, so the fee never falls below the rate); an output is value,
// script length and script.
const OVERHEAD_VBYTES = 11
const P2WPKH_INPUT_VBYTES = 68
const outputVbytes = (script: Uint8Array) => 9 + script.length
// Below this the devnet (like Bitcoin Core's relay policy) refuses an output as dust.
const DUST_LIMIT = 546
// Replaceable, as today's wallets send.
const RBF_SEQUENCE = 0xfffffffd

/**
 * An unsigned PSBT paying `recipients` from the payment address: confirmed and larger UTXOs
 * first until amount and fee are covered, change back to the payment address unless it is dust.
 */
export function buildTransferPsbt(parameters: BuildTransferPsbtParameters): Psbt {
  const { from, feeRate, network } = parameters
  if (parameters.recipients.length === 0) throw invalidParams('sendTransfer needs a recipient')
  const outputs = parameters.recipients.map(({ address, amount }) => {
    if (!Number.isSafeInteger(amount) || amount <= 0) {
      throw invalidParams(`Invalid amount ${String(amount)} for ${address}`)
    }
    try {
      return { script: addressCodec.toOutputScript(address, network), value: BigInt(amount) }
    } catch (error) {
      throw invalidParams(`Invalid recipient address ${address}`, error)
    }
  })
  const amount = outputs.reduce((total, output) => total + output.value, 0n)
  const baseVbytes =
    OVERHEAD_VBYTES + outputs.reduce((total, output) => total + outputVbytes(output.script), 0)
  const feeFor = (vbytes: number) => BigInt(Math.ceil(vbytes * feeRate))
  const candidates = [...parameters.utxos].sort(
    (left, right) =>
      Number(right.status.confirmed) - Number(left.status.confirmed) || right.value - left.value,
  )
  const chosen: EsploraUtxo[] = []
  let total = 0n
  for (const utxo of candidates) {
    chosen.push(utxo)
    total += BigInt(utxo.value)
    const withoutChange = baseVbytes + chosen.length * P2WPKH_INPUT_VBYTES
    const change = total - amount - feeFor(withoutChange + outputVbytes(from.script))
    if (change < BigInt(DUST_LIMIT) && total < amount + feeFor(withoutChange)) continue
    const psbt = new Psbt({ network })
    for (const spent of chosen) {
      psbt.addInput({
        hash: spent.txid,
        index: spent.vout,
        sequence: RBF_SEQUENCE,
        witnessUtxo: { script: from.script, value: BigInt(spent.value) },
      })
    }
    psbt.addOutputs(outputs)
    // Change below the dust limit goes to the fee instead.
    if (change >= BigInt(DUST_LIMIT)) psbt.addOutput({ script: from.script, value: change })
    return psbt
  }
  throw new BitcoinWalletError(
    BITCOIN_ERROR_CODES.INTERNAL_ERROR,
    `Insufficient funds: ${from.address} cannot pay ${amount} sats and the fee`,
  )
}
