import { networks, Psbt, Transaction } from 'bitcoinjs-lib'
import { afterEach, describe, expect, it } from 'vitest'
import {
  BIP322_VECTOR_KEY,
  fakeTxid,
  SECOND_KEY,
  startMockEsplora,
} from '../../test/bitcoin-fixtures.ts'
import {
  verifyBip322,
  verifyFinalizedPsbt,
  verifyTransaction,
} from '../../test/bitcoin-signatures.ts'
import { createBitcoinTestWallet } from './create-bitcoin-test-wallet.ts'

const network = networks.regtest
const closers: (() => unknown)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

function setup(esploraUrl?: string) {
  const testWallet = createBitcoinTestWallet({
    privateKeys: [SECOND_KEY, BIP322_VECTOR_KEY],
    network: 'regtest',
    esploraUrl,
  })
  const { provider } = testWallet
  const result = async <T>(method: string, params?: unknown) => {
    const response = await provider.request(method, params)
    if ('error' in response) throw new Error(`${method} failed: ${response.error.message}`)
    return response.result as T
  }
  const errorCode = async (method: string, params?: unknown) => {
    const response = await provider.request(method, params)
    return 'error' in response ? response.error.code : undefined
  }
  return { testWallet, provider, result, errorCode }
}

describe('the sats-connect provider', () => {
  it('connects with the JSON-RPC envelope: payment address first, then ordinals', async () => {
    const { provider, testWallet } = setup()
    const response = await provider.request('wallet_connect', {
      addresses: ['ordinals', 'payment'],
    })
    expect(response).toEqual({
      jsonrpc: '2.0',
      id: expect.any(String),
      result: {
        addresses: [
          {
            address: testWallet.paymentAddress,
            publicKey: testWallet.current.payment.publicKey,
            purpose: 'payment',
            addressType: 'p2wpkh',
          },
          {
            address: testWallet.ordinalAddress,
            publicKey: testWallet.current.ordinal.publicKey,
            purpose: 'ordinals',
            addressType: 'p2tr',
          },
        ],
      },
    })
    expect(testWallet.current.payment.publicKey).toHaveLength(66)
    expect(testWallet.current.ordinal.publicKey).toHaveLength(64)
  })

  it('answers -32002 before connect, -32000 on a rejection, -32601 and -32602', async () => {
    const { testWallet, result, errorCode } = setup()
    expect(await errorCode('getAddresses', { purposes: ['payment'] })).toBe(-32002)
    expect(
      await errorCode('signMessage', { address: testWallet.paymentAddress, message: 'x' }),
    ).toBe(-32002)
    testWallet.rejectNextRequest()
    expect(await errorCode('wallet_connect')).toBe(-32000)
    const accounts = await result<{ purpose: string }[]>('getAccounts', { purposes: ['ordinals'] })
    expect(accounts.map((account) => account.purpose)).toEqual(['ordinals'])
    expect(await errorCode('stx_getAddresses')).toBe(-32601)
    expect(await errorCode('signMessage', { address: testWallet.paymentAddress })).toBe(-32602)
    expect(await errorCode('signPsbt', { psbt: '%%%', signInputs: {} })).toBe(-32602)
    expect(testWallet.requests).toEqual([
      'getAddresses',
      'signMessage',
      'wallet_connect',
      'getAccounts',
      'stx_getAddresses',
      'signMessage',
      'signPsbt',
    ])
  })

  it('reads addresses and the network, signs messages in both protocols', async () => {
    const { testWallet, result } = setup()
    await result('wallet_connect', {})
    expect(await result('wallet_getNetwork')).toEqual({ bitcoin: { name: 'Regtest' } })
    const { addresses } = await result<{ addresses: { address: string }[] }>('getAddresses', {
      purposes: ['payment', 'ordinals'],
    })
    for (const { address } of addresses) {
      const signed = await result<{ signature: string; protocol: string }>('signMessage', {
        address,
        message: 'Sign in',
      })
      expect(signed.protocol).toBe('BIP322')
      expect(verifyBip322(address, 'Sign in', signed.signature, network)).toBe(true)
    }
    const legacy = await result<{ signature: string; protocol: string; messageHash: string }>(
      'signMessage',
      { address: testWallet.paymentAddress, message: 'Sign in', protocol: 'ECDSA' },
    )
    expect(legacy.protocol).toBe('ECDSA')
    expect(Buffer.from(legacy.signature, 'base64')).toHaveLength(65)
    expect(legacy.messageHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('signs a PSBT unfinalized, and with broadcast sends the finalized transaction', async () => {
    const esplora = await startMockEsplora({})
    closers.push(esplora.close)
    const { testWallet, result } = setup(esplora.url)
    await result('wallet_connect')
    const { payment, ordinal } = testWallet.current
    const psbt = new Psbt({ network })
    for (const [index, address] of [payment, ordinal].entries()) {
      psbt.addInput({
        hash: fakeTxid(index + 7),
        index: 0,
        witnessUtxo: { script: address.script, value: 40_000n },
      })
    }
    psbt.addOutput({ address: payment.address, value: 79_000n })
    const signInputs = { [payment.address]: [0], [ordinal.address]: [1] }
    const signed = await result<{ psbt: string }>('signPsbt', { psbt: psbt.toBase64(), signInputs })
    const parsed = Psbt.fromBase64(signed.psbt, { network })
    expect(parsed.data.inputs.every((input) => !input.finalScriptWitness)).toBe(true)
    expect(verifyFinalizedPsbt(parsed)).toBe(true)
    expect(signed).not.toHaveProperty('txid')

    const sent = await result<{ psbt: string; txid: string }>('signPsbt', {
      psbt: psbt.toBase64(),
      signInputs,
      broadcast: true,
    })
    expect(esplora.broadcasts).toHaveLength(1)
    expect(sent.txid).toBe(Transaction.fromHex(esplora.broadcasts[0] as string).getId())
    const prevouts = [payment, ordinal].map(({ script }) => ({ script, value: 40_000n }))
    expect(verifyTransaction(esplora.broadcasts[0] as string, prevouts)).toBe(true)
  })

  it('sends a transfer from the payment UTXOs, change back, fee at the estimate', async () => {
    const { testWallet } = setup()
    const { payment } = testWallet.current
    const utxos = [
      { txid: fakeTxid(1), vout: 1, value: 100_000 },
      { txid: fakeTxid(2), vout: 0, value: 20_000 },
    ]
    const esplora = await startMockEsplora({ utxos: { [payment.address]: utxos }, feeRate: 3 })
    closers.push(esplora.close)
    const { result, errorCode } = setup(esplora.url)
    await result('wallet_connect')
    const recipient = testWallet.ordinalAddress
    const { txid } = await result<{ txid: string }>('sendTransfer', {
      recipients: [{ address: recipient, amount: 50_000 }],
    })
    const hex = esplora.broadcasts[0] as string
    const transaction = Transaction.fromHex(hex)
    expect(transaction.getId()).toBe(txid)
    expect(transaction.ins).toHaveLength(1)
    expect(verifyTransaction(hex, [{ script: payment.script, value: 100_000n }])).toBe(true)
    const [paid, change] = transaction.outs
    expect(paid?.value).toBe(50_000n)
    expect(Buffer.from(change?.script ?? []).equals(Buffer.from(payment.script))).toBe(true)
    const fee = 100_000n - 50_000n - (change?.value ?? 0n)
    expect(Number(fee)).toBeGreaterThanOrEqual(3 * transaction.virtualSize())
    expect(Number(fee)).toBeLessThan(3 * transaction.virtualSize() + 10)
    // The devnet's refusal reaches the dapp as INTERNAL_ERROR with its reason.
    const refusing = await startMockEsplora({ utxos: { [payment.address]: utxos }, refuse: 'dust' })
    closers.push(refusing.close)
    const other = setup(refusing.url)
    await other.result('wallet_connect')
    const recipients = [{ address: recipient, amount: 600 }]
    expect(await other.errorCode('sendTransfer', { recipients })).toBe(-32603)
    expect(await errorCode('sendTransfer', { recipients: [{ address: 'x', amount: 1 }] })).toBe(
      -32602,
    )
  })

  it('relays accountChange and disconnect to listeners until they unsubscribe', async () => {
    const { testWallet, provider, result } = setup()
    const events: unknown[] = []
    const stop = provider.addListener('accountChange', (event) => events.push(event))
    provider.addListener('disconnect', (event) => events.push(event))
    await result('wallet_connect')
    testWallet.switchAccount(1)
    stop()
    testWallet.switchAccount(0)
    expect(await result('wallet_disconnect')).toBeNull()
    expect(events).toEqual([{ type: 'accountChange' }, { type: 'disconnect' }])
  })
})
