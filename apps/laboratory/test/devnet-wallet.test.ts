import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_BITCOIN_WALLET_NAME } from '../src/devnet-wallet/install-devnet-bitcoin-wallet.ts'
import { DEVNET_SOLANA_WALLET_NAME } from '../src/devnet-wallet/install-devnet-solana-wallet.ts'
import { DEVNET_WALLET_NAME } from '../src/devnet-wallet/install-devnet-wallet.ts'
import { labValue, modal, openConnectView, waitForLabValue } from './lab-page-object.ts'
import { type LabSession, openLab } from './open-lab.ts'

let lab: LabSession

beforeAll(async () => {
  lab = await openLab({ accountIndex: 7, query: { wallet: 'devnet' } })
})

afterAll(async () => {
  await lab?.close()
})

describe('the lab without a browser wallet (?wallet=devnet)', () => {
  it("offers the page's own devnet wallet, which connects with the devnet's first account", async () => {
    const { page, manifest } = lab
    await openConnectView(page)
    await modal(page).getByRole('button', { name: DEVNET_WALLET_NAME }).first().click()
    await waitForLabValue(page, 'lab-status', 'connected')
    expect(await labValue(page, 'lab-address')).toBe(manifest.evm.accounts[0]?.address)
    await page.getByRole('button', { name: 'Sign message' }).click()
    await waitForLabValue(page, 'lab-signer', /\(the connected account\)$/)
  })

  it('is offered as a link while nothing is connected', async () => {
    const { page } = lab
    await page.goto(lab.url.replace('&wallet=devnet', ''))
    const link = page.getByRole('link', { name: 'Use the devnet test wallet' })
    expect(await link.getAttribute('href')).toContain('wallet=devnet')
  })

  it('made no request to any host but the local ones', () => {
    expect(lab.nonLocalRequests).toEqual([])
  })
})

describe('the Solana preset without a browser wallet (?preset=solana&wallet=devnet)', () => {
  it("offers the page's own Solana wallet, which holds the devnet's first Solana key", async () => {
    const solanaLab = await openLab({
      accountIndex: 7,
      preset: 'solana',
      injectWallet: false,
      query: { wallet: 'devnet' },
    })
    try {
      const { page, manifest } = solanaLab
      await openConnectView(page)
      await modal(page).getByRole('button', { name: DEVNET_SOLANA_WALLET_NAME }).first().click()
      await waitForLabValue(page, 'lab-status', 'connected')
      expect(await labValue(page, 'lab-address')).toBe(manifest.solana.accounts[0]?.address)
      await page.getByRole('button', { name: 'Sign on Solana' }).click()
      await waitForLabValue(page, 'lab-solana-verified', /^yes/)
      expect(solanaLab.nonLocalRequests).toEqual([])
    } finally {
      await solanaLab.close()
    }
  })
})

describe('the Bitcoin preset without a browser wallet (?preset=bitcoin&wallet=devnet)', () => {
  it("offers the page's own Bitcoin wallet, which holds the devnet's first regtest key", async () => {
    const bitcoinLab = await openLab({
      accountIndex: 7,
      preset: 'bitcoin',
      injectWallet: false,
      query: { wallet: 'devnet' },
    })
    try {
      const { page, manifest } = bitcoinLab
      await openConnectView(page)
      await modal(page).getByRole('button', { name: DEVNET_BITCOIN_WALLET_NAME }).first().click()
      await waitForLabValue(page, 'lab-status', 'connected')
      expect(await labValue(page, 'lab-address')).toBe(
        manifest.bitcoin.accounts[0]?.payment.address,
      )
      await page.getByRole('button', { name: 'Sign on Bitcoin' }).click()
      await waitForLabValue(page, 'lab-bitcoin-verified', /^yes/)
      expect(bitcoinLab.nonLocalRequests).toEqual([])
    } finally {
      await bitcoinLab.close()
    }
  })
})
