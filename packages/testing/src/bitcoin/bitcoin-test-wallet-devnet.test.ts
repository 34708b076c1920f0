import { Psbt } from 'bitcoinjs-lib'
import { describe, expect, inject, it } from 'vitest'
import { bitcoinNetwork } from './bitcoin-networks.ts'
import { createBitcoinTestWallet } from './create-bitcoin-test-wallet.ts'

type Envelope = { result?: unknown; error?: { code: number; message: string } }

async function esplora<T>(path: string): Promise<T> {
  const { bitcoin } = inject('devnetManifest')
  const response = await fetch(`${bitcoin.esploraUrl}${path}`)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

// The last fixture account: the other packages' tests spend the first ones.
function devnetWallet() {
  const { bitcoin } = inject('devnetManifest')
  const account = bitcoin.accounts.at(-1)
  if (!account) throw new Error('the devnet manifest has no Bitcoin account')
  const testWallet = createBitcoinTestWallet({
    privateKeys: [account.privateKey],
    network: bitcoin.network,
    esploraUrl: bitcoin.esploraUrl,
  })
  const request = (method: string, params?: unknown) =>
    testWallet.provider.request(method, params) as Promise<Envelope>
  return { bitcoin, account, testWallet, request }
}

describe('the Bitcoin test wallet on the devnet', () => {
  it("derives the manifest's addresses and keys for its fixture key", () => {
    const { bitcoin, account, testWallet } = devnetWallet()
    expect(bitcoin.caipNetworkId).toBe(bitcoinNetwork('regtest').caipNetworkId)
    expect(testWallet.current.payment).toMatchObject(account.payment)
    expect(testWallet.current.ordinal).toMatchObject(account.ordinal)
  })

  it('sends a transfer the devnet accepts and confirms', async () => {
    const { testWallet, request } = devnetWallet()
    await request('wallet_connect')
    const to = testWallet.ordinalAddress
    const response = await request('sendTransfer', {
      recipients: [{ address: to, amount: 12_345 }],
    })
    expect(response.error).toBeUndefined()
    const { txid } = response.result as { txid: string }
    const transaction = await esplora<{ vout: { scriptpubkey_address: string; value: number }[] }>(
      `/tx/${txid}`,
    )
    expect(transaction.vout).toContainEqual(
      expect.objectContaining({ scriptpubkey_address: to, value: 12_345 }),
    )
    expect((await esplora<{ confirmed: boolean }>(`/tx/${txid}/status`)).confirmed).toBe(true)
  })

  it('signs and broadcasts a PSBT spending its ordinal (P2TR) output', async () => {
    const { testWallet, request } = devnetWallet()
    await request('wallet_connect')
    const { payment, ordinal } = testWallet.current
    const [utxo] = await esplora<{ txid: string; vout: number; value: number }[]>(
      `/address/${ordinal.address}/utxo`,
    )
    if (!utxo) throw new Error('the ordinal address holds no UTXO')
    const psbt = new Psbt({ network: testWallet.network.parameters })
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: ordinal.script, value: BigInt(utxo.value) },
    })
    psbt.addOutput({ address: payment.address, value: BigInt(utxo.value - 500) })
    const response = await request('signPsbt', {
      psbt: psbt.toBase64(),
      signInputs: { [ordinal.address]: [0] },
      broadcast: true,
    })
    expect(response.error).toBeUndefined()
    const { txid } = response.result as { txid: string }
    expect((await esplora<{ confirmed: boolean }>(`/tx/${txid}/status`)).confirmed).toBe(true)
  })
})
