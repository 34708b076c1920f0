import { address as addressCodec, networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { fakeTxid, SECOND_KEY, THIRD_KEY } from '../../test/bitcoin-fixtures.ts'
import { bitcoinKeyAccount } from './bitcoin-keys.ts'
import { BITCOIN_ERROR_CODES } from './bitcoin-wallet-error.ts'
import { buildTransferPsbt } from './build-transfer-psbt.ts'

const network = networks.regtest
const from = bitcoinKeyAccount(SECOND_KEY, network).payment
const to = bitcoinKeyAccount(THIRD_KEY, network)
const utxo = (byte: number, value: number, confirmed = true) => ({
  txid: fakeTxid(byte),
  vout: 0,
  value,
  status: { confirmed },
})
const outputsOf = (psbt: ReturnType<typeof buildTransferPsbt>) =>
  psbt.txOutputs.map((output) => ({
    address: addressCodec.fromOutputScript(output.script, network),
    value: output.value,
  }))

describe('buildTransferPsbt', () => {
  it('spends the largest confirmed UTXOs first and sends the change back', () => {
    const psbt = buildTransferPsbt({
      from,
      utxos: [utxo(1, 30_000), utxo(2, 80_000, false), utxo(3, 70_000), utxo(4, 60_000)],
      recipients: [{ address: to.ordinal.address, amount: 100_000 }],
      feeRate: 2,
      network,
    })
    // 70 000 + 60 000 confirmed; the unconfirmed 80 000 is left for last.
    expect(psbt.txInputs.map((input) => Buffer.from(input.hash).toString('hex'))).toEqual([
      fakeTxid(3),
      fakeTxid(4),
    ])
    const [payment, change] = outputsOf(psbt)
    expect(payment).toEqual({ address: to.ordinal.address, value: 100_000n })
    // Two P2WPKH inputs, a P2TR and a P2WPKH output: 11 + 2 × 68 + 43 + 31 = 221 vB at 2 sat/vB.
    expect(change).toEqual({ address: from.address, value: 130_000n - 100_000n - 442n })
  })

  it('gives dust change to the fee instead of creating the output', () => {
    const psbt = buildTransferPsbt({
      from,
      utxos: [utxo(1, 10_500)],
      recipients: [{ address: to.payment.address, amount: 10_000 }],
      feeRate: 1,
      network,
    })
    expect(outputsOf(psbt)).toEqual([{ address: to.payment.address, value: 10_000n }])
  })

  it('pays several recipients and refuses when the funds do not cover amount and fee', () => {
    const recipients = [
      { address: to.payment.address, amount: 20_000 },
      { address: to.ordinal.address, amount: 30_000 },
    ]
    const psbt = buildTransferPsbt({
      from,
      utxos: [utxo(1, 60_000)],
      recipients,
      feeRate: 1,
      network,
    })
    expect(outputsOf(psbt)).toHaveLength(3)
    expect(() =>
      buildTransferPsbt({ from, utxos: [utxo(1, 50_000)], recipients, feeRate: 1, network }),
    ).toThrow(expect.objectContaining({ code: BITCOIN_ERROR_CODES.INTERNAL_ERROR }))
  })

  it.each([
    [{ address: 'bc1qnotanaddress', amount: 1_000 }],
    [{ address: to.payment.address, amount: 0 }],
    [{ address: to.payment.address, amount: 1.5 }],
  ])('refuses an invalid recipient %o with INVALID_PARAMS', (recipient) => {
    expect(() =>
      buildTransferPsbt({
        from,
        utxos: [utxo(1, 60_000)],
        recipients: [recipient],
        feeRate: 1,
        network,
      }),
    ).toThrow(expect.objectContaining({ code: BITCOIN_ERROR_CODES.INVALID_PARAMS }))
  })
})
