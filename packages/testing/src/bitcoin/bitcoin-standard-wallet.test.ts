import type { WalletAccount } from '@wallet-standard/base'
import { networks, Psbt } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { BIP322_VECTOR_KEY, fakeTxid, SECOND_KEY } from '../../test/bitcoin-fixtures.ts'
import { verifyBip322, verifyFinalizedPsbt } from '../../test/bitcoin-signatures.ts'
import { BitcoinWalletError } from './bitcoin-wallet-error.ts'
import { createBitcoinTestWallet } from './create-bitcoin-test-wallet.ts'

const network = networks.regtest
type Features = Record<string, Record<string, (...inputs: never[]) => unknown>>

function setup() {
  const testWallet = createBitcoinTestWallet({
    privateKeys: [SECOND_KEY, BIP322_VECTOR_KEY],
    network: 'regtest',
    name: 'Standard Test Wallet',
  })
  const features = testWallet.wallet.features as Features
  const call = <T>(feature: string, method: string, ...inputs: unknown[]) => {
    const run = features[feature]?.[method] as ((...values: unknown[]) => T) | undefined
    if (!run) throw new Error(`the wallet has no ${feature} ${method}`)
    return run(...inputs)
  }
  const changes: string[][] = []
  call('standard:events', 'on', 'change', ({ accounts }: { accounts: WalletAccount[] }) =>
    changes.push(accounts.map((account) => account.address)),
  )
  return { testWallet, call, changes }
}

describe('the Bitcoin Wallet Standard face', () => {
  it('describes itself with the contract features on the regtest chain', () => {
    const { testWallet } = setup()
    expect(testWallet.wallet).toMatchObject({
      version: '1.0.0',
      name: 'Standard Test Wallet',
      chains: ['bitcoin:regtest'],
      accounts: [],
    })
    expect(testWallet.wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Object.keys(testWallet.wallet.features).sort()).toEqual([
      'bitcoin:connect',
      'bitcoin:signMessage',
      'bitcoin:signTransaction',
      'standard:disconnect',
      'standard:events',
    ])
  })

  it('connects payment account first, ordinal second, and emits change', async () => {
    const { testWallet, call, changes } = setup()
    const { accounts } = await call<Promise<{ accounts: WalletAccount[] }>>(
      'bitcoin:connect',
      'connect',
    )
    expect(accounts.map((account) => account.address)).toEqual([
      testWallet.paymentAddress,
      testWallet.ordinalAddress,
    ])
    expect(accounts[0]?.publicKey).toHaveLength(33)
    expect(accounts[1]?.publicKey).toHaveLength(32)
    expect(accounts[0]).toMatchObject({
      chains: ['bitcoin:regtest'],
      features: ['bitcoin:signMessage', 'bitcoin:signTransaction'],
    })
    // The same objects on every read, so an app may compare them.
    expect(testWallet.wallet.accounts[0]).toBe(accounts[0])
    const ordinalsOnly = await call<Promise<{ accounts: WalletAccount[] }>>(
      'bitcoin:connect',
      'connect',
      { purposes: ['ordinals'] },
    )
    expect(ordinalsOnly.accounts).toEqual([accounts[1]])
    testWallet.switchAccount(1)
    await call('standard:disconnect', 'disconnect')
    expect(changes).toEqual([
      [accounts[0]?.address, accounts[1]?.address],
      [accounts[0]?.address, accounts[1]?.address],
      [testWallet.paymentAddress, testWallet.ordinalAddress],
      [],
    ])
  })

  it('signs messages: the signature is the UTF-8 of the base64 BIP-322 one', async () => {
    const { call } = setup()
    const { accounts } = await call<Promise<{ accounts: WalletAccount[] }>>(
      'bitcoin:connect',
      'connect',
    )
    const message = new TextEncoder().encode('Hello from the standard')
    const outputs = await call<Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]>>(
      'bitcoin:signMessage',
      'signMessage',
      ...accounts.map((account) => ({ account, message })),
    )
    outputs.forEach((output, index) => {
      expect(output.signedMessage).toBe(message)
      const base64 = new TextDecoder().decode(output.signature)
      expect(verifyBip322(accounts[index]?.address as string, message, base64, network)).toBe(true)
    })
  })

  it('signs PSBT bytes for the accounts and indexes asked, unfinalized', async () => {
    const { testWallet, call } = setup()
    const { accounts } = await call<Promise<{ accounts: WalletAccount[] }>>(
      'bitcoin:connect',
      'connect',
    )
    const { payment, ordinal } = testWallet.current
    const psbt = new Psbt({ network })
    for (const [index, address] of [payment, ordinal].entries()) {
      psbt.addInput({
        hash: fakeTxid(index + 3),
        index: 1,
        witnessUtxo: { script: address.script, value: 25_000n },
      })
    }
    psbt.addOutput({ address: payment.address, value: 49_000n })
    const [output] = await call<Promise<{ signedPsbt: Uint8Array }[]>>(
      'bitcoin:signTransaction',
      'signTransaction',
      {
        psbt: psbt.toBuffer(),
        chain: 'bitcoin:regtest',
        inputsToSign: [
          { account: accounts[0], signingIndexes: [0] },
          { account: accounts[1], signingIndexes: [1] },
        ],
      },
    )
    const signed = Psbt.fromBuffer(output?.signedPsbt as Uint8Array, { network })
    expect(signed.data.inputs.every((input) => !input.finalScriptWitness)).toBe(true)
    expect(verifyFinalizedPsbt(signed)).toBe(true)
    const wrongChain = call<Promise<unknown>>('bitcoin:signTransaction', 'signTransaction', {
      psbt: psbt.toBuffer(),
      chain: 'bitcoin:mainnet',
      inputsToSign: [],
    })
    await expect(wrongChain).rejects.toMatchObject({ code: -32602 })
  })

  it('throws the rejection as a BitcoinWalletError with code -32000', async () => {
    const { testWallet, call } = setup()
    testWallet.rejectNextRequest()
    const refused = call<Promise<unknown>>('bitcoin:connect', 'connect')
    await expect(refused).rejects.toBeInstanceOf(BitcoinWalletError)
    await expect(refused).rejects.toMatchObject({ code: -32000 })
    expect(testWallet.wallet.accounts).toEqual([])
  })
})

describe('both faces over one core', () => {
  it('sees a connection, a switch and a disconnect made through the other face', async () => {
    const { testWallet, call, changes } = setup()
    const { provider } = testWallet
    const events: string[] = []
    provider.addListener('accountChange', () => events.push('accountChange'))
    provider.addListener('disconnect', () => events.push('disconnect'))
    // Connected through sats-connect: the Wallet Standard face exposes the same accounts.
    await provider.request('wallet_connect')
    expect(testWallet.wallet.accounts.map((account) => account.address)).toEqual([
      testWallet.paymentAddress,
      testWallet.ordinalAddress,
    ])
    testWallet.switchAccount(1)
    const response = await provider.request('getAddresses', { purposes: ['payment'] })
    expect(response).toMatchObject({
      result: { addresses: [{ address: testWallet.wallet.accounts[0]?.address }] },
    })
    // Disconnected through the Wallet Standard: sats-connect is refused until it connects again.
    await call('standard:disconnect', 'disconnect')
    expect(await provider.request('getAddresses', { purposes: ['payment'] })).toMatchObject({
      error: { code: -32002 },
    })
    expect(events).toEqual(['accountChange', 'disconnect'])
    expect(changes).toHaveLength(3)
    expect(testWallet.requests).toEqual([
      'wallet_connect',
      'getAddresses',
      'standard:disconnect',
      'getAddresses',
    ])
  })
})
