// @vitest-environment happy-dom
import type { Wallet } from '@wallet-standard/base'
import { afterEach, expect, it } from 'vitest'
import { SECOND_KEY } from '../../test/bitcoin-fixtures.ts'
import { createBitcoinTestWallet } from './create-bitcoin-test-wallet.ts'
import {
  registerBitcoinTestWallet,
  SATS_CONNECT_PROVIDER_ID,
} from './register-bitcoin-test-wallet.ts'

type Register = { register(...wallets: Wallet[]): () => void }
type Page = Record<string, unknown> & { btc_providers?: { id: string; name: string }[] }

afterEach(() => {
  const page = window as unknown as Page
  delete page.btc_providers
  delete page.OpenAppKitTestBitcoin
})

/** Follows a sats-connect provider id, a dotted path from `window`, as sats-connect does. */
function resolveProvider(id: string): unknown {
  return id.split('.').reduce<unknown>((object, key) => (object as Page)?.[key], window)
}

it('lists the sats-connect provider in btc_providers, next to those already there', () => {
  const page = window as unknown as Page
  page.btc_providers = [{ id: 'XverseProviders.BitcoinProvider', name: 'Xverse' }]
  const held = page.btc_providers
  const testWallet = createBitcoinTestWallet({
    privateKeys: [SECOND_KEY],
    network: 'regtest',
    name: 'Listed Wallet',
  })
  registerBitcoinTestWallet(testWallet, window)
  registerBitcoinTestWallet(testWallet, window)
  expect(page.btc_providers).toBe(held)
  expect(page.btc_providers).toEqual([
    { id: 'XverseProviders.BitcoinProvider', name: 'Xverse' },
    { id: SATS_CONNECT_PROVIDER_ID, name: 'Listed Wallet', icon: testWallet.wallet.icon },
  ])
  expect(SATS_CONNECT_PROVIDER_ID).toBe('OpenAppKitTestBitcoin.BitcoinProvider')
  expect(resolveProvider(SATS_CONNECT_PROVIDER_ID)).toBe(testWallet.provider)
})

it('registers with Wallet Standard apps that load before it and after it', () => {
  const testWallet = createBitcoinTestWallet({ privateKeys: [SECOND_KEY], network: 'regtest' })
  const early: Wallet[] = []
  window.addEventListener('wallet-standard:register-wallet', (event) =>
    (event as CustomEvent<(api: Register) => void>).detail({
      register: (...wallets) => {
        early.push(...wallets)
        return () => undefined
      },
    }),
  )
  registerBitcoinTestWallet(testWallet)
  expect(early).toEqual([testWallet.wallet])
  const late: Wallet[] = []
  const register: Register['register'] = (...wallets) => {
    late.push(...wallets)
    return () => undefined
  }
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register } }))
  expect(late).toContain(testWallet.wallet)
  expect(testWallet.wallet.features).toHaveProperty(['bitcoin:signTransaction'])
})
