import { isAppKitError } from '@openappkit/common/errors'
import { describe, expect, it } from 'vitest'
import type { EsploraUtxo } from '../esplora/esplora-client.ts'
import { DUST_LIMIT_SATS, selectUtxos } from './select-utxos.ts'

const utxo = (value: number, confirmed = true, vout = 0): EsploraUtxo => ({
  txid: `${String(value).padStart(8, '0')}${'ab'.repeat(28)}`,
  vout,
  value,
  status: { confirmed },
})

function codeOf(run: () => unknown): string | undefined {
  try {
    run()
  } catch (error) {
    return isAppKitError(error) ? error.code : String(error)
  }
  return undefined
}

describe('selectUtxos', () => {
  it('spends confirmed outputs, largest first, with change back above the dust limit', () => {
    const selected = selectUtxos({
      utxos: [utxo(20_000), utxo(90_000, false), utxo(60_000, true, 1)],
      amount: 50_000n,
      feeRate: 2,
      addressType: 'p2wpkh',
    })
    expect(selected.inputs.map((input) => input.value)).toEqual([60_000])
    // 11 + 68 + 2 × 43 = 165 vB at 2 sat/vB.
    expect(selected.fee).toBe(330n)
    expect(selected.change).toBe(60_000n - 50_000n - 330n)
  })

  it('adds inputs until the amount and the fee are covered', () => {
    const selected = selectUtxos({
      utxos: [utxo(30_000), utxo(25_000, true, 1)],
      amount: 50_000n,
      feeRate: 1,
      addressType: 'p2tr',
    })
    expect(selected.inputs).toHaveLength(2)
    expect(selected.fee + selected.change + 50_000n).toBe(55_000n)
  })

  it('leaves change below the dust limit to the fee', () => {
    const selected = selectUtxos({
      utxos: [utxo(10_500)],
      amount: 10_000n,
      feeRate: 1,
      addressType: 'p2wpkh',
    })
    expect(selected.change).toBe(0n)
    expect(selected.fee).toBe(500n)
  })

  it('refuses dust amounts and amounts the outputs cannot pay with their fee', () => {
    expect(
      codeOf(() =>
        selectUtxos({
          utxos: [utxo(100_000)],
          amount: DUST_LIMIT_SATS - 1n,
          feeRate: 1,
          addressType: 'p2wpkh',
        }),
      ),
    ).toBe('BITCOIN_DUST_AMOUNT')
    expect(
      codeOf(() =>
        selectUtxos({ utxos: [utxo(10_000)], amount: 10_000n, feeRate: 1, addressType: 'p2wpkh' }),
      ),
    ).toBe('BITCOIN_INSUFFICIENT_FUNDS')
    expect(
      codeOf(() =>
        selectUtxos({ utxos: [], amount: 1_000n, feeRate: 1, addressType: 'p2sh-p2wpkh' }),
      ),
    ).toBe('BITCOIN_INSUFFICIENT_FUNDS')
  })
})
