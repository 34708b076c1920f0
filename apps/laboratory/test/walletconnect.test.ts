import { createDevnetTestWallet } from '@openappkit/testing'
import {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '@openappkit/testing/walletconnect'
import { formatEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { LAB_PRESETS } from '../src/config/lab-config.ts'
import { LAB_MESSAGE, LAB_TRANSFER_WEI } from '../src/lab/use-lab-actions.ts'
import { labValue, modal, nodeBalance, waitForLabValue } from './lab-page-object.ts'
import { openLab, type WalletlessLabSession } from './open-lab.ts'
import { openWalletConnectQr, scanQrCode } from './walletconnect-steps.ts'

// A visitor with no browser extension connects a phone wallet through the QR code, once per
// preset. Each preset's phone holds its own devnet accounts (0 for wagmi, 2 for ethers: the
// second of each pair is free for account switching), so presets never share nonces.
describe.each(LAB_PRESETS.map((preset, index) => ({ preset, firstAccount: index * 2 })))(
  'WalletConnect in the lab, $preset preset, in Chromium',
  ({ preset, firstAccount }) => {
    let lab: WalletlessLabSession
    let phone: WalletConnectTestWallet
    const { manifest, relayUrl } = inject('lab')
    const { wallet, rpcUrls } = createDevnetTestWallet({
      manifest,
      firstAccount,
      announceTarget: null,
    })

    beforeAll(async () => {
      phone = await createWalletConnectTestWallet({
        relayUrl,
        wallet,
        chainIds: [31337, 31338],
        autoApprove: true,
      })
      lab = await openLab({
        accountIndex: firstAccount,
        preset,
        injectWallet: false,
        // A sharp screen, as a camera sees the dots of the code well enough to read them.
        contextOptions: { deviceScaleFactor: 3 },
      })
    })

    afterAll(async () => {
      await phone?.close()
      await lab?.close()
    })

    it('shows the QR code; the phone scans it, approves, and the page shows its account', async () => {
      const { page } = lab
      await waitForLabValue(page, 'lab-status', 'disconnected')
      await openWalletConnectQr(page)
      await phone.pair(await scanQrCode(page))
      await waitForLabValue(page, 'lab-status', 'connected')
      expect(await labValue(page, 'lab-address')).toBe(wallet.address)
      const balance = await nodeBalance(rpcUrls[31337] as string, wallet.address)
      await waitForLabValue(page, 'lab-balance', `${formatEther(balance)} ETH`)
      expect(await modal(page).count()).toBe(0)
    })

    it('signs on the phone; the signature verifies for the account', async () => {
      const { page } = lab
      await page.getByRole('button', { name: 'Sign message' }).click()
      await page.getByTestId('lab-signature').waitFor()
      const signature = (await labValue(page, 'lab-signature')) as `0x${string}`
      expect(
        await verifyMessage({ address: wallet.address, message: LAB_MESSAGE, signature }),
      ).toBe(true)
      expect(phone.requests.map(({ method }) => method)).toContain('personal_sign')
    })

    it('sends from the phone on the devnet; the node sees the transfer', async () => {
      const { page } = lab
      const rpcUrl = rpcUrls[31337] as string
      await page.getByRole('button', { name: 'Send transaction' }).click()
      await waitForLabValue(page, 'lab-transaction-status', /^confirmed/)
      const hash = await labValue(page, 'lab-transaction-hash')
      const receipt = (await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_getTransactionByHash',
          params: [hash],
        }),
      }).then((response) => response.json())) as { result: { from: string; value: string } }
      expect(receipt.result.from.toLowerCase()).toBe(wallet.address.toLowerCase())
      expect(BigInt(receipt.result.value)).toBe(LAB_TRANSFER_WEI)
    })

    it('reconnects after a reload without a new QR code', async () => {
      const { page } = lab
      await page.reload()
      await waitForLabValue(page, 'lab-status', 'connected')
      expect(await labValue(page, 'lab-address')).toBe(wallet.address)
      expect(await modal(page).count()).toBe(0)
    })

    it('shows disconnected when the phone ends the session', async () => {
      const { page } = lab
      await phone.disconnect()
      await waitForLabValue(page, 'lab-status', 'disconnected')
      expect(await labValue(page, 'lab-address')).toBe('—')
    })

    it('made no request, HTTP or WebSocket, to any host but the local ones', () => {
      expect(lab.nonLocalRequests).toEqual([])
    })
  },
)
