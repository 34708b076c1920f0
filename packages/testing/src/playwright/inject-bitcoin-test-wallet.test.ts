import { networks, Transaction } from 'bitcoinjs-lib'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BIP322_VECTOR_KEY,
  fakeTxid,
  SECOND_KEY,
  startMockEsplora,
} from '../../test/bitcoin-fixtures.ts'
import { verifyBip322 } from '../../test/bitcoin-signatures.ts'
import { openDappPage } from '../../test/dapp-page.ts'
import { createBitcoinTestWallet } from '../bitcoin/create-bitcoin-test-wallet.ts'
import { injectBitcoinTestWallet } from './inject-bitcoin-test-wallet.ts'

let dapp: Awaited<ReturnType<typeof openDappPage>>
let esplora: Awaited<ReturnType<typeof startMockEsplora>>
let browser: Browser
let origin: string

type Envelope = { result?: unknown; error?: { code: number; message: string } }

beforeAll(async () => {
  dapp = await openDappPage('<!doctype html><title>dapp</title>')
  ;({ browser, origin } = dapp)
})

afterAll(async () => {
  await dapp?.close()
  await esplora?.close()
})

describe('injectBitcoinTestWallet in Chromium', () => {
  it('is found through btc_providers and the Wallet Standard, connects, signs, keeps the site', async () => {
    const page = await browser.newPage()
    const wallet = await injectBitcoinTestWallet(page, {
      privateKeys: [SECOND_KEY, BIP322_VECTOR_KEY],
      network: 'regtest',
      name: 'Injected Bitcoin Wallet',
    })
    await page.goto(origin)
    // As a dapp finds it: sats-connect's list, then the dotted path from window; and the
    // Wallet Standard's app-ready handshake.
    const found = await page.evaluate(() => {
      const page = window as unknown as Record<string, unknown> & {
        btc_providers?: { id: string; name: string }[]
      }
      const entry = page.btc_providers?.find((item) => item.name === 'Injected Bitcoin Wallet')
      const provider = entry?.id.split('.').reduce<unknown>((object, key) => {
        return (object as Record<string, unknown>)[key]
      }, window)
      const standard: { name: string; features: string[] }[] = []
      window.dispatchEvent(
        new CustomEvent('wallet-standard:app-ready', {
          detail: {
            register(wallet: { name: string; features: Record<string, unknown> }) {
              standard.push({ name: wallet.name, features: Object.keys(wallet.features) })
              return () => undefined
            },
          },
        }),
      )
      return {
        id: entry?.id,
        hasRequest: typeof (provider as { request?: unknown })?.request,
        standard,
      }
    })
    expect(found).toEqual({
      id: 'OpenAppKitTestBitcoin.BitcoinProvider',
      hasRequest: 'function',
      standard: [
        { name: 'Injected Bitcoin Wallet', features: expect.arrayContaining(['bitcoin:connect']) },
      ],
    })
    const request = (method: string, params?: unknown) =>
      page.evaluate(
        ({ method, params }) => {
          const holder = (window as unknown as Record<string, { BitcoinProvider: unknown }>)
            .OpenAppKitTestBitcoin
          const provider = holder?.BitcoinProvider as {
            request(method: string, params?: unknown): Promise<unknown>
          }
          return provider.request(method, params) as Promise<Envelope>
        },
        { method, params },
      )

    const { paymentAddress, ordinalAddress } = await wallet.getState()
    expect((await request('getAddresses', { purposes: ['payment'] })).error?.code).toBe(-32002)
    await wallet.rejectNextRequest()
    expect((await request('wallet_connect')).error?.code).toBe(-32000)
    const connected = await request('wallet_connect', { addresses: ['payment', 'ordinals'] })
    expect(connected.result).toMatchObject({
      addresses: [{ address: paymentAddress }, { address: ordinalAddress }],
    })
    const signed = (await request('signMessage', { address: ordinalAddress, message: 'Hi' }))
      .result as { signature: string }
    expect(verifyBip322(ordinalAddress, 'Hi', signed.signature, networks.regtest)).toBe(true)

    // A reload keeps the site connected, as an installed wallet does.
    await page.reload()
    expect(await wallet.getState()).toMatchObject({ paymentAddress, authorized: true })
    const switched = await wallet.switchAccount(1)
    expect(switched.paymentAddress).not.toBe(paymentAddress)
    expect(await request('getAddresses', { purposes: ['ordinals'] })).toMatchObject({
      result: { addresses: [{ address: switched.ordinalAddress, addressType: 'p2tr' }] },
    })
    await wallet.revoke()
    // The reload started a new page and wallet instance: its log holds this page's calls only.
    expect(await wallet.getState()).toMatchObject({ authorized: false, requests: ['getAddresses'] })
    await page.close()
  })

  it('sends a transfer from the page through its Esplora', async () => {
    // The same key in node gives the addresses the page's wallet will have.
    const { paymentAddress, ordinalAddress } = createBitcoinTestWallet({
      privateKeys: [SECOND_KEY],
      network: 'regtest',
    })
    esplora = await startMockEsplora({
      utxos: { [paymentAddress]: [{ txid: fakeTxid(9), vout: 0, value: 100_000 }] },
      feeRate: 2,
    })
    const page = await browser.newPage()
    const wallet = await injectBitcoinTestWallet(page, {
      privateKeys: [SECOND_KEY],
      network: 'regtest',
      esploraUrl: esplora.url,
    })
    await page.goto(origin)
    const response = await page.evaluate(async (to) => {
      const provider = (
        window as unknown as Record<
          string,
          { BitcoinProvider: { request(method: string, params?: unknown): Promise<Envelope> } }
        >
      ).OpenAppKitTestBitcoin?.BitcoinProvider
      if (!provider) throw new Error('no sats-connect provider in the page')
      await provider.request('wallet_connect')
      return provider.request('sendTransfer', { recipients: [{ address: to, amount: 25_000 }] })
    }, ordinalAddress)
    const { txid } = response.result as { txid: string }
    expect(Transaction.fromHex(esplora.broadcasts[0] as string).getId()).toBe(txid)
    expect((await wallet.getState()).requests).toEqual(['wallet_connect', 'sendTransfer'])
    await page.close()
  })
})
