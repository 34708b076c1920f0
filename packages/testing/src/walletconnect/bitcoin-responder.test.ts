import { bytesToBase64, hexToBytes } from '@openappkit/common/encoding'
import { networks, Psbt } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { fakeTxid, SECOND_KEY, THIRD_KEY } from '../../test/bitcoin-fixtures.ts'
import { verifyBip322 } from '../../test/bitcoin-signatures.ts'
import { createBitcoinWalletCore } from '../bitcoin/bitcoin-wallet-core.ts'
import { createBitcoinResponder } from './bitcoin-responder.ts'
import { approvedNamespaces } from './session-namespaces.ts'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

function setup() {
  const core = createBitcoinWalletCore({ privateKeys: [SECOND_KEY, THIRD_KEY], network: 'regtest' })
  return { core, responder: createBitcoinResponder(core) }
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: unknown }) => error.code,
  )

describe('the Bitcoin side of the WalletConnect test wallet', () => {
  it('approves the proposed bip122 chains it knows, its payment address as the account', () => {
    const proposal = {
      requiredNamespaces: {},
      optionalNamespaces: {
        bip122: {
          chains: [REGTEST, 'bip122:000000000019d6689c085ae165831e93'],
          methods: [],
          events: [],
        },
      },
    } as unknown as Parameters<typeof approvedNamespaces>[0]
    const namespaces = approvedNamespaces(proposal, [31337], '0xabc', undefined, {
      chains: [REGTEST],
      address: 'bcrt1qpayment',
    })
    expect(namespaces.bip122).toEqual({
      chains: [REGTEST],
      accounts: [`${REGTEST}:bcrt1qpayment`],
      methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
      events: ['bip122_addressesChanged'],
    })
  })

  it('lists payment and ordinal addresses once connected, filtered by intention', async () => {
    const { core, responder } = setup()
    const account = core.paymentAddress
    expect(await codeOf(responder.answer('getAccountAddresses', { account }))).toBe(-32002)
    core.connect()
    expect(await responder.answer('getAccountAddresses', { account })).toEqual([
      { address: account, publicKey: core.current.payment.publicKey, intention: 'payment' },
      {
        address: core.ordinalAddress,
        publicKey: core.current.ordinal.publicKey,
        intention: 'ordinal',
      },
    ])
    expect(
      await responder.answer('getAccountAddresses', { account, intentions: ['ordinal'] }),
    ).toEqual([expect.objectContaining({ address: core.ordinalAddress })])
    expect(await codeOf(responder.answer('getAccountAddresses', { account: 'bcrt1qother' }))).toBe(
      -32002,
    )
    expect(await codeOf(responder.answer('signTransaction', { account }))).toBe(-32601)
  })

  it('signs messages in hex (BIP-322 on request), and a refusal is WalletConnect USER_REJECTED', async () => {
    const { core, responder } = setup()
    core.connect()
    const account = core.paymentAddress
    const result = (await responder.answer('signMessage', {
      account,
      address: core.ordinalAddress,
      message: 'hello',
      protocol: 'bip322',
    })) as { address: string; signature: string; messageHash: string }
    expect(result.address).toBe(core.ordinalAddress)
    expect(result.signature).toMatch(/^[0-9a-f]+$/)
    const base64 = bytesToBase64(hexToBytes(result.signature))
    expect(verifyBip322(core.ordinalAddress, 'hello', base64, networks.regtest)).toBe(true)
    core.rejectNextRequest()
    expect(await codeOf(responder.answer('signMessage', { account, message: 'no' }))).toBe(5000)
    expect(
      await codeOf(responder.answer('signMessage', { account, message: 'x', protocol: 'ed' })),
    ).toBe(-32602)
  })

  it('signs the listed PSBT inputs without finalizing them', async () => {
    const { core, responder } = setup()
    core.connect()
    const psbt = new Psbt({ network: networks.regtest })
    psbt.addInput({
      hash: fakeTxid(1),
      index: 0,
      witnessUtxo: { script: core.current.payment.script, value: 50_000n },
    })
    psbt.addOutput({ address: core.ordinalAddress, value: 10_000n })
    const result = (await responder.answer('signPsbt', {
      account: core.paymentAddress,
      psbt: psbt.toBase64(),
      signInputs: [{ address: core.paymentAddress, index: 0, sighashTypes: [1] }],
      broadcast: false,
    })) as { psbt: string; txid?: string }
    expect(result.txid).toBeUndefined()
    const signed = Psbt.fromBase64(result.psbt, { network: networks.regtest })
    expect(signed.data.inputs[0]?.partialSig).toHaveLength(1)
    expect(signed.data.inputs[0]?.finalScriptWitness).toBeUndefined()
  })
})
