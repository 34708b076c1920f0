import { formatUnits, parseUnits } from '@openappkit/common/units'
import { BIP122Verifier } from '@openappkit/siwx'
import { esploraBalance } from '@openappkit/testing/bitcoin'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BITCOIN_PRESETS, type BitcoinPreset } from '../src/config/lab-config.ts'
import { LAB_MESSAGE } from '../src/lab/use-lab-actions.ts'
import { labValue, modal, openConnectView, waitForLabValue } from './lab-page-object.ts'
import { LAB_BITCOIN_WALLET, openLab, type WalletlessLabSession } from './open-lab.ts'
import { openSendTokens, sendFromView } from './send-steps.ts'
import { openSolanaAccountView } from './solana-steps.ts'

const BTC_AMOUNT = '0.25'
// Each preset's wallet holds its own devnet regtest account; both send to account 9.
const BITCOIN_ACCOUNTS: Record<BitcoinPreset, number> = { bitcoin: 2, multichain: 3 }

describe.each(BITCOIN_PRESETS.map((preset) => ({ preset })))(
  'the lab, $preset preset, with a Bitcoin wallet in Chromium',
  ({ preset }) => {
    let lab: WalletlessLabSession
    let payment: string
    let ordinal: string
    let receiver: string

    beforeAll(async () => {
      lab = await openLab({
        accountIndex: 3,
        preset,
        injectWallet: false,
        bitcoinAccounts: [BITCOIN_ACCOUNTS[preset]],
      })
      const { bitcoin } = lab.manifest
      const account = bitcoin.accounts[BITCOIN_ACCOUNTS[preset]]
      payment = account?.payment.address ?? ''
      ordinal = account?.ordinal.address ?? ''
      receiver = bitcoin.accounts[9]?.payment.address ?? ''
    })

    afterAll(async () => {
      await lab?.close()
    })

    it('connects: payment and ordinal addresses shown, the balance is the regtest’s', async () => {
      const { page, manifest } = lab
      await waitForLabValue(page, 'lab-status', 'disconnected')
      await openConnectView(page)
      await modal(page, 'Connect Wallet')
        .getByRole('button', { name: LAB_BITCOIN_WALLET })
        .first()
        .click()
      await waitForLabValue(page, 'lab-status', 'connected')
      expect(await labValue(page, 'lab-address')).toBe(payment)
      expect(await labValue(page, 'lab-caip-address')).toBe(
        `${manifest.bitcoin.caipNetworkId}:${payment}`,
      )
      await waitForLabValue(page, 'lab-bitcoin-payment', payment)
      expect(await labValue(page, 'lab-bitcoin-ordinal')).toBe(ordinal)
      const sats = await esploraBalance(manifest.bitcoin.esploraUrl, payment)
      await waitForLabValue(page, 'lab-balance', `${formatUnits(sats, 8)} BTC`)
      // A segwit address keeps its network and type readable, and four characters to check on
      // each side: bcrt1q + four … four (was bcrt…four).
      expect(payment).toMatch(/^bcrt1[qp]/)
      const short = `${payment.slice(0, 10)}…${payment.slice(-4)}`
      await page
        .getByRole('button', { name: new RegExp(`${short}$`) })
        .first()
        .waitFor()
    })

    it('signs a message with the payment account; the BIP-322 verifier accepts it', async () => {
      const { page, manifest } = lab
      await page.getByRole('button', { name: 'Sign on Bitcoin' }).click()
      await waitForLabValue(page, 'lab-bitcoin-verified', /^yes/)
      const signature = await labValue(page, 'lab-bitcoin-signature')
      const verified = await new BIP122Verifier().verify({
        data: {
          accountAddress: payment,
          chainId: manifest.bitcoin.caipNetworkId as `bip122:${string}`,
          domain: '',
          uri: '',
          version: '1',
          nonce: '',
        },
        message: LAB_MESSAGE,
        signature,
      })
      expect(verified).toBe(true)
    })

    it('sends BTC from the Send view; after the block both balances moved', async () => {
      const { page, manifest } = lab
      const { esploraUrl } = manifest.bitcoin
      const before = {
        from: await esploraBalance(esploraUrl, payment),
        to: await esploraBalance(esploraUrl, receiver),
      }
      await openSolanaAccountView(page, payment)
      await openSendTokens(page)
      await sendFromView(page, { tokenName: 'Bitcoin', amount: BTC_AMOUNT, receiver })
      expect(await esploraBalance(esploraUrl, receiver)).toBe(before.to + parseUnits(BTC_AMOUNT, 8))
      const spent = before.from - (await esploraBalance(esploraUrl, payment))
      expect(spent > parseUnits(BTC_AMOUNT, 8) && spent < parseUnits(BTC_AMOUNT, 8) + 10_000n).toBe(
        true,
      )
      // Activity is EVM's only (docs/project/behaviour.md §1): the Account view says so instead of
      // an empty list.
      await modal(page, 'Account').getByText('Activity is listed for EVM accounts only').waitFor()
      await modal(page).getByRole('button', { name: 'Close', exact: true }).click()
    })

    it('reconnects after a reload without asking the wallet again', async () => {
      const { page, bitcoinWallet } = lab
      await page.reload()
      await waitForLabValue(page, 'lab-status', 'connected')
      await waitForLabValue(page, 'lab-bitcoin-payment', payment)
      expect(
        (await bitcoinWallet?.getState())?.requests.filter(
          (method) => !/getAddresses|getNetwork/.test(method),
        ),
      ).toEqual([])
      expect(await page.getByRole('dialog').count()).toBe(0)
    })

    it('disconnects; a reload does not reconnect; no request left the machine', async () => {
      const { page } = lab
      await openSolanaAccountView(page, payment)
      await modal(page).getByRole('button', { name: 'Disconnect' }).click()
      await waitForLabValue(page, 'lab-bitcoin-payment', '—')
      await page.reload()
      await waitForLabValue(page, 'lab-kit', 'ready')
      expect(await labValue(page, 'lab-bitcoin-payment')).toBe('—')
      expect(lab.nonLocalRequests).toEqual([])
    })
  },
)
