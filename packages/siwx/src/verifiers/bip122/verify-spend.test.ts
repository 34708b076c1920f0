import { hexToBytes } from '@noble/hashes/utils.js'
import { describe, expect, it } from 'vitest'
import type { BitcoinAddress } from './address.ts'
import { p2pkhScript, pushScript } from './scripts.ts'
import { type Transaction, transactionId } from './transaction.ts'
import { verifySingleKeySpend } from './verify-spend.ts'

// Bitcoin Core's script_tests.json "P2PKH" case: its signature signs the spending transaction
// Core's test utilities build around the script (BuildCreditingTransaction and
// BuildSpendingTransaction), so it checks the legacy sighash against Core's.
const coreSignature =
  '304402206e05a6fe23c59196ffe176c9ddc31e73a9885638f9d1328d47c0c703863b8876022076feb53811aa5b04e0e79f938eb19906cc5e67548bc555a8e8b8b0fc603d840c01'
const corePublicKey = '038282263212c609d9ea2a6e3e172de238d8c39cabd5ac1ca10646e23fd5f51508'
const keyHash = hexToBytes('1018853670f9f3b0582c5b9ee8ce93764ac32b93')
const address: BitcoinAddress = { type: 'p2pkh', program: keyHash, networks: ['mainnet'] }
const spentOutput = { value: 0n, script: p2pkhScript(keyHash) }

function coreSpend(scriptSig: Uint8Array): Transaction {
  const sequence = 0xffffffff
  const crediting: Transaction = {
    version: 1,
    inputs: [
      {
        outpoint: { txid: new Uint8Array(32), index: 0xffffffff },
        scriptSig: Uint8Array.of(0, 0),
        sequence,
        witness: [],
      },
    ],
    outputs: [spentOutput],
    lockTime: 0,
  }
  return {
    version: 1,
    inputs: [
      { outpoint: { txid: transactionId(crediting), index: 0 }, scriptSig, sequence, witness: [] },
    ],
    outputs: [{ value: 0n, script: new Uint8Array() }],
    lockTime: 0,
  }
}

const coreScriptSig = pushScript(hexToBytes(coreSignature), hexToBytes(corePublicKey))

describe('verifySingleKeySpend', () => {
  it("accepts the P2PKH spend of Bitcoin Core's script tests", () => {
    const tx = coreSpend(coreScriptSig)
    expect(verifySingleKeySpend(address, tx, spentOutput)).toBe(true)
    expect(verifySingleKeySpend(address, { ...tx, lockTime: 1 }, spentOutput)).toBe(false)
    const otherKey = { ...address, program: new Uint8Array(20) }
    expect(verifySingleKeySpend(otherKey, tx, spentOutput)).toBe(false)
  })

  it('refuses the P2PKH spend once its scriptSig is not just two pushes', () => {
    const extraPush = Uint8Array.of(...coreScriptSig, 1, 0)
    const pushData1 = Uint8Array.of(0x4c, ...coreScriptSig)
    for (const scriptSig of [
      extraPush,
      pushData1,
      coreScriptSig.subarray(0, 72),
      new Uint8Array(),
    ]) {
      expect(verifySingleKeySpend(address, coreSpend(scriptSig), spentOutput)).toBe(false)
    }
  })

  it('refuses a P2PKH spend that also carries a witness', () => {
    const tx = coreSpend(coreScriptSig)
    const witnessed = {
      ...tx,
      inputs: tx.inputs.map((input) => ({ ...input, witness: [Uint8Array.of(1)] })),
    }
    expect(verifySingleKeySpend(address, witnessed, spentOutput)).toBe(false)
  })
})
