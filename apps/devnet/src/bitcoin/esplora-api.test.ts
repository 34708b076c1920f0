import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TxoStats } from './address-history.ts'
import type { EsploraStatus } from './esplora-json.ts'
import { type BitcoinEsplora, startBitcoinEsplora } from './start-bitcoin-esplora.ts'
import { coinsOf, esploraClient, signSpend } from './test-helpers.ts'

type Utxo = { txid: string; vout: number; value: number; status: EsploraStatus }
type AddressInfo = { address: string; chain_stats: TxoStats; mempool_stats: TxoStats }
type EsploraTx = {
  txid: string
  fee: number
  vin: { txid: string; vout: number; prevout: { scriptpubkey_address?: string; value: number } }[]
  vout: { scriptpubkey_address?: string; scriptpubkey_type: string; value: number }[]
  status: EsploraStatus
}

const balance = ({ chain_stats: c, mempool_stats: m }: AddressInfo) =>
  c.funded_txo_sum - c.spent_txo_sum + m.funded_txo_sum - m.spent_txo_sum

let esplora: BitcoinEsplora
let api: ReturnType<typeof esploraClient>

beforeAll(async () => {
  esplora = await startBitcoinEsplora({ host: '127.0.0.1', port: 0 })
  api = esploraClient(esplora.esploraUrl)
})

afterAll(async () => {
  await esplora.close()
})

describe('Bitcoin Esplora API', () => {
  it('serves the funded fixtures on top of block 102', async () => {
    expect((await api.get('/blocks/tip/height')).text).toBe('102')
    const tipHash = (await api.get('/blocks/tip/hash')).text
    expect((await api.get('/block-height/102')).text).toBe(tipHash)
    const tip = await api.getJson<{ height: number; previousblockhash: string }>(
      `/block/${tipHash}`,
    )
    expect(tip.height).toBe(102)
    expect(tip.previousblockhash).toBe((await api.get('/block-height/101')).text)
    const [account] = esplora.fixtures.accounts
    if (!account) throw new TypeError('no account')
    const payment = await api.getJson<Utxo[]>(`/address/${account.payment.address}/utxo`)
    expect(payment.map((utxo) => utxo.value)).toEqual(Array(5).fill(100_000_000))
    expect(payment.every((utxo) => utxo.status.confirmed && utxo.status.block_height === 102)).toBe(
      true,
    )
    const ordinal = await api.getJson<Utxo[]>(`/address/${account.ordinal.address}/utxo`)
    expect(ordinal.map((utxo) => utxo.value)).toEqual([10_000])
  })

  it('accepts a P2WPKH spend signed with Psbt, mines it and shows it on every route', async () => {
    const [, sender, receiver] = esplora.fixtures.accounts
    if (!sender || !receiver) throw new TypeError('missing accounts')
    const [coin] = coinsOf(esplora.chain, sender)
    if (!coin) throw new TypeError('no coin')
    const change = coin.value - 30_000_000n - 2_000n
    const tx = signSpend(
      [coin],
      [
        { address: receiver.payment.address, value: 30_000_000n },
        { address: sender.payment.address, value: change },
      ],
    )
    const sent = await api.broadcast(tx)
    expect(sent).toMatchObject({ status: 200, text: tx.getId() })
    const txid = sent.text
    expect((await api.get('/blocks/tip/height')).text).toBe('103')

    const status = await api.getJson<EsploraStatus>(`/tx/${txid}/status`)
    expect(status).toMatchObject({ confirmed: true, block_height: 103 })
    expect(status.confirmed && status.block_hash).toBe((await api.get('/blocks/tip/hash')).text)
    const detail = await api.getJson<EsploraTx>(`/tx/${txid}`)
    expect(detail).toMatchObject({ txid, fee: 2_000, status })
    expect(detail.vin[0]).toMatchObject({
      txid: coin.txid,
      vout: coin.vout,
      prevout: { scriptpubkey_address: sender.payment.address, value: 100_000_000 },
    })
    expect(detail.vout).toEqual([
      expect.objectContaining({
        scriptpubkey_address: receiver.payment.address,
        scriptpubkey_type: 'v0_p2wpkh',
        value: 30_000_000,
      }),
      expect.objectContaining({ scriptpubkey_address: sender.payment.address, value: 69_998_000 }),
    ])
    expect((await api.get(`/tx/${txid}/hex`)).text).toBe(tx.toHex())

    const senderInfo = await api.getJson<AddressInfo>(`/address/${sender.payment.address}`)
    expect(senderInfo.chain_stats).toEqual({
      funded_txo_count: 6,
      funded_txo_sum: 569_998_000,
      spent_txo_count: 1,
      spent_txo_sum: 100_000_000,
      tx_count: 2,
    })
    expect(balance(senderInfo)).toBe(469_998_000)
    const senderUtxos = await api.getJson<Utxo[]>(`/address/${sender.payment.address}/utxo`)
    expect(senderUtxos).toHaveLength(5)
    expect(senderUtxos.reduce((sum, utxo) => sum + utxo.value, 0)).toBe(469_998_000)
    expect(senderUtxos.some((utxo) => utxo.txid === coin.txid && utxo.vout === coin.vout)).toBe(
      false,
    )
    const history = await api.getJson<EsploraTx[]>(`/address/${sender.payment.address}/txs`)
    expect(history.map((entry) => entry.txid)).toEqual([txid, esplora.fixtures.fundingTxid])
    const nextPage = await api.getJson<EsploraTx[]>(
      `/address/${sender.payment.address}/txs/chain/${txid}`,
    )
    expect(nextPage.map((entry) => entry.txid)).toEqual([esplora.fixtures.fundingTxid])

    const receiverInfo = await api.getJson<AddressInfo>(`/address/${receiver.payment.address}`)
    expect(balance(receiverInfo)).toBe(530_000_000)
    const receiverUtxos = await api.getJson<Utxo[]>(`/address/${receiver.payment.address}/utxo`)
    expect(receiverUtxos).toContainEqual({ txid, vout: 0, value: 30_000_000, status })
    const outspends = await api.getJson<{ spent: boolean; txid?: string }[]>(
      `/tx/${coin.txid}/outspends`,
    )
    expect(outspends[coin.vout]).toMatchObject({ spent: true, txid, status })
  })

  it('accepts a taproot key-path spend from the ordinal address', async () => {
    const account = esplora.fixtures.accounts[3]
    if (!account) throw new TypeError('missing account')
    const [coin] = coinsOf(esplora.chain, account, 'ordinal')
    if (!coin) throw new TypeError('no ordinal coin')
    const tx = signSpend([coin], [{ address: account.payment.address, value: 9_000n }])
    expect(tx.ins[0]?.witness.map((item) => item.length)).toEqual([64])
    const sent = await api.broadcast(tx)
    expect(sent).toMatchObject({ status: 200, text: tx.getId() })
    expect(await api.getJson(`/address/${account.ordinal.address}/utxo`)).toEqual([])
    const ordinal = await api.getJson<AddressInfo>(`/address/${account.ordinal.address}`)
    expect(ordinal.chain_stats).toMatchObject({ spent_txo_sum: 10_000, tx_count: 2 })
    const payment = await api.getJson<Utxo[]>(`/address/${account.payment.address}/utxo`)
    expect(payment).toContainEqual(expect.objectContaining({ txid: sent.text, value: 9_000 }))
  })

  it('answers fee estimates in sat/vB, never below the relay minimum', async () => {
    const estimates = await api.getJson<Record<string, number>>('/fee-estimates')
    expect(estimates).toMatchObject({ '1': 2, '3': 1.5, '6': 1, '144': 1 })
    const targets = Object.keys(estimates).map(Number)
    expect(targets).toEqual([...targets].sort((a, b) => a - b))
    const rates = targets.map((target) => estimates[String(target)] ?? 0)
    expect(rates.every((rate, index) => rate >= 1 && rate <= (rates[index - 1] ?? rate))).toBe(true)
  })

  it('sends CORS headers and plain-text errors on every route', async () => {
    const preflight = await fetch(`${esplora.esploraUrl}/tx`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    const answers = await Promise.all([
      api.get('/blocks/tip/height'),
      api.get(`/tx/${'ab'.repeat(32)}`),
      api.get('/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'),
      api.get('/address/not-an-address/utxo'),
      api.get('/address/%E0%A4%A/txs'),
      api.get('/tx'),
      api.get('/nothing-here'),
    ])
    expect(answers.map(({ status, text }) => [status, text])).toEqual([
      [200, String(esplora.chain.blocks.length - 1)],
      [404, 'Transaction not found'],
      [400, 'Invalid Bitcoin address'],
      [400, 'Invalid Bitcoin address'],
      [400, 'Invalid Bitcoin address'],
      [405, 'Method not allowed'],
      [404, 'Not found'],
    ])
    expect(answers.every((answer) => answer.allowOrigin === '*')).toBe(true)
    expect(answers[1]?.contentType).toMatch(/^text\/plain/)
  })
})

describe('Bitcoin Esplora API without automine', () => {
  it('keeps transactions in the mempool until POST /regtest/mine', async () => {
    const manual = await startBitcoinEsplora({ host: '127.0.0.1', port: 0, automine: false })
    try {
      const client = esploraClient(manual.esploraUrl)
      const [sender, receiver] = manual.fixtures.accounts
      if (!sender || !receiver) throw new TypeError('missing accounts')
      const [coin] = coinsOf(manual.chain, sender)
      if (!coin) throw new TypeError('no coin')
      const parent = signSpend(
        [coin],
        [
          { address: receiver.payment.address, value: 10_000_000n },
          { address: sender.payment.address, value: 89_999_000n },
        ],
      )
      expect((await client.broadcast(parent)).status).toBe(200)
      expect(await client.getJson(`/tx/${parent.getId()}/status`)).toEqual({ confirmed: false })
      expect(await client.getJson('/mempool/txids')).toEqual([parent.getId()])
      const info = await client.getJson<AddressInfo>(`/address/${receiver.payment.address}`)
      expect(info.mempool_stats).toMatchObject({ funded_txo_sum: 10_000_000, tx_count: 1 })
      // A child of an unconfirmed parent is accepted, as by Core's mempool.
      const child = signSpend(
        [{ txid: parent.getId(), vout: 1, value: 89_999_000n, key: sender, from: 'payment' }],
        [{ address: receiver.payment.address, value: 89_998_000n }],
      )
      expect((await client.broadcast(child)).status).toBe(200)
      const receiverTxs = await client.getJson<EsploraTx[]>(
        `/address/${receiver.payment.address}/txs/mempool`,
      )
      expect(receiverTxs.map((entry) => entry.txid)).toEqual([child.getId(), parent.getId()])
      expect((await client.get('/blocks/tip/height')).text).toBe('102')

      expect(await client.mine(2)).toMatchObject({ status: 200, text: '{"height":104}' })
      for (const tx of [parent, child]) {
        expect(await client.getJson(`/tx/${tx.getId()}/status`)).toMatchObject({
          confirmed: true,
          block_height: 103,
        })
      }
      expect(await client.getJson('/mempool/txids')).toEqual([])
      expect((await client.mine()).text).toBe('{"height":105}')
      expect((await client.mine(0)).status).toBe(400)
      expect((await client.mine(1.5)).status).toBe(400)
    } finally {
      await manual.close()
    }
  })
})
