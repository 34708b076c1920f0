import { AppKitError } from '@openappkit/common/errors'
import type { EsploraUtxo } from '../esplora/esplora-client.ts'

/** Below this an output costs more to spend than it holds; nodes refuse to relay it. */
export const DUST_LIMIT_SATS = 546n

// Virtual sizes (vB) of a spending input per address type, of an output, and of the rest.
const INPUT_VSIZE = { p2wpkh: 68, 'p2sh-p2wpkh': 91, p2tr: 58 } as const
const OUTPUT_VSIZE = 43
const OVERHEAD_VSIZE = 11

/** The address type of a payment account, for its input size. */
export type PaymentAddressType = keyof typeof INPUT_VSIZE

/** What a transfer spends and what it pays. */
export type SelectUtxosParameters = {
  utxos: readonly EsploraUtxo[]
  amount: bigint
  feeRate: number
  addressType: PaymentAddressType
}

/** The inputs chosen, the fee and the change (0 when it would be dust and goes to the fee). */
export type SelectUtxosReturnType = { inputs: EsploraUtxo[]; fee: bigint; change: bigint }

function feeFor(inputs: number, outputs: number, parameters: SelectUtxosParameters): bigint {
  const vsize =
    OVERHEAD_VSIZE + inputs * INPUT_VSIZE[parameters.addressType] + outputs * OUTPUT_VSIZE
  return BigInt(Math.ceil(vsize * parameters.feeRate))
}

/**
 * Confirmed outputs first, largest first, until the amount and the fee are covered; change below
 * the dust limit is left to the fee. Throws `BITCOIN_DUST_AMOUNT` and `BITCOIN_INSUFFICIENT_FUNDS`.
 */
export function selectUtxos(parameters: SelectUtxosParameters): SelectUtxosReturnType {
  const { amount } = parameters
  if (amount < DUST_LIMIT_SATS) {
    throw new AppKitError('BITCOIN_DUST_AMOUNT', { params: { sats: String(DUST_LIMIT_SATS) } })
  }
  const ordered = [...parameters.utxos].sort(
    (a, b) => Number(b.status.confirmed) - Number(a.status.confirmed) || b.value - a.value,
  )
  const inputs: EsploraUtxo[] = []
  let total = 0n
  for (const utxo of ordered) {
    inputs.push(utxo)
    total += BigInt(utxo.value)
    const withChange = feeFor(inputs.length, 2, parameters)
    if (total >= amount + withChange) {
      const change = total - amount - withChange
      if (change >= DUST_LIMIT_SATS) return { inputs, fee: withChange, change }
      return { inputs, fee: total - amount, change: 0n }
    }
    const withoutChange = feeFor(inputs.length, 1, parameters)
    if (total >= amount + withoutChange) return { inputs, fee: total - amount, change: 0n }
  }
  throw new AppKitError('BITCOIN_INSUFFICIENT_FUNDS')
}
