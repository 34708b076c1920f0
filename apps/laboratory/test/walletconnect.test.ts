import { createDevnetTestWallet } from '@openappkit/testing'
import { blockNonLocalFetch } from '@openappkit/testing/node'
import { verifySolanaMessage } from '@openappkit/testing/wallet-standard'
import {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '@openappkit/testing/walletconnect'
import { formatEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { WALLETCONNECT_PRESETS, type WalletConnectPreset } from '../src/config/lab-config.ts'
import { LAB_MESSAGE, LAB_TRANSFER_WEI } from '../src/lab/use-lab-actions.ts'
import { labValue, modal, nodeBalance, waitForLabValue } from './lab-page-object.ts'
import { openLab, type WalletlessLabSession } from './open-lab.ts'
import { type AppProcess, startRelayProcess } from './start-relay-process.ts'
import { openWalletConnectQr, scanQrCode } from './walletconnect-steps.ts'

/** Whether `signature` (base58) is `address`'s ed25519 signature of `message`. */
// Each preset's phone holds its own pair of devnet accounts (the second for account switching),
// apart from every other lab journey's, so nothing shares nonces.
const PHONE_ACCOUNTS: Record<WalletConnectPreset, number> = {
  wagmi: 0,
  ethers: 10,
  ethers5: 12,
  universal: 18,
  multichain: 20,
}

/** Presets offering the devnet's Solana cluster: their phone approves it in the same session. */
const SOLANA_TOO: readonly WalletConnectPreset[] = ['universal', 'multichain']

// A visitor with no browser extension connects a phone wallet through the QR code, once per
// preset.
describe.each(
  WALLETCONNECT_PRESETS.map((preset) => ({ preset, firstAccount: PHONE_ACCOUNTS[preset] })),
)('WalletConnect in the lab, $preset preset, in Chromium', ({ preset, firstAccount }) => {
  let lab: WalletlessLabSession
  let phone: WalletConnectTestWallet
  // A relay of this journey's own, so it can be restarted under the session.
  let relay: AppProcess
  // The phone runs in this process: its requests are held to the same rule as the page's.
  const fetchGuard = blockNonLocalFetch()
  const { manifest } = inject('lab')
  const { wallet, rpcUrls } = createDevnetTestWallet({
    manifest,
    firstAccount,
    announceTarget: null,
  })

  beforeAll(async () => {
    relay = await startRelayProcess()
    phone = await createWalletConnectTestWallet({
      relayUrl: relay.url,
      wallet,
      chainIds: [31337, 31338],
      // Some presets also offer the devnet's Solana cluster: the phone approves it in the session.
      solanaChains: SOLANA_TOO.includes(preset) ? [manifest.solana.caipNetworkId] : undefined,
    })
    lab = await openLab({
      accountIndex: firstAccount,
      preset,
      query: { relay: relay.url },
      injectWallet: false,
      // A sharp screen, as a camera sees the dots of the code well enough to read them.
      contextOptions: { deviceScaleFactor: 3 },
    })
  })

  afterAll(async () => {
    await phone?.close()
    await lab?.close()
    await relay?.stop()
    fetchGuard.restore()
  })

  it('shows "Connection rejected" when the phone refuses, and a fresh QR code to try again', async () => {
    const { page } = lab
    await waitForLabValue(page, 'lab-status', 'disconnected')
    await openWalletConnectQr(page)
    const refused = await scanQrCode(page)
    await phone.pair(refused)
    await (await phone.nextProposal()).reject()
    await modal(page).getByText('Connection rejected').waitFor()
    await modal(page).getByRole('button', { name: 'Try again' }).click()
    const fresh = await scanQrCode(page)
    expect(fresh).not.toBe(refused)
    await phone.pair(fresh)
    await (await phone.nextProposal()).approve()
    await waitForLabValue(page, 'lab-status', 'connected')
  })

  it('shows the account the phone approved, and its balance', async () => {
    const { page } = lab
    expect(await labValue(page, 'lab-address')).toBe(wallet.address)
    const balance = await nodeBalance(rpcUrls[31337] as string, wallet.address)
    await waitForLabValue(page, 'lab-balance', `${formatEther(balance)} ETH`)
    expect(await modal(page).count()).toBe(0)
  })

  if (SOLANA_TOO.includes(preset)) {
    it('connects Solana in the same session; useAppKitProvider("solana") signs on it', async () => {
      const { page } = lab
      const address = phone.solanaAddress as string
      await waitForLabValue(page, 'lab-solana-address', address)
      await page.getByRole('button', { name: 'Sign on Solana' }).click()
      await page.getByTestId('lab-solana-signature').waitFor()
      const signature = await labValue(page, 'lab-solana-signature')
      expect(await verifySolanaMessage({ address, message: LAB_MESSAGE, signature })).toBe(true)
      expect(phone.requests.at(-1)).toEqual({
        method: 'solana_signMessage',
        chainId: manifest.solana.caipNetworkId,
      })
    })
  }

  it('signs on the phone; the signature verifies for the account', async () => {
    const { page } = lab
    await page.getByRole('button', { name: 'Sign message' }).click()
    await page.getByTestId('lab-signature').waitFor()
    const signature = (await labValue(page, 'lab-signature')) as `0x${string}`
    expect(await verifyMessage({ address: wallet.address, message: LAB_MESSAGE, signature })).toBe(
      true,
    )
    expect(phone.requests.map(({ method }) => method)).toContain('personal_sign')
  })

  it('keeps the session when the relay restarts: both sides reconnect by themselves', async () => {
    const { page } = lab
    const port = Number(new URL(relay.url).port)
    await relay.stop()
    relay = await startRelayProcess(port)
    // The phone reconnects on its own; the page's client too (its own retry, then requests).
    const signed = () => phone.requests.filter(({ method }) => method === 'personal_sign').length
    const before = signed()
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect.poll(signed, { timeout: 45_000 }).toBe(before + 1)
    await expect.poll(() => labValue(page, 'lab-signer')).toContain('(the connected account)')
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

  it('follows the phone switching account and chain, and back', async () => {
    const { page } = lab
    const first = wallet.address
    const second = await phone.switchAccount(1)
    await waitForLabValue(page, 'lab-address', second)
    await phone.switchChain(31338)
    await waitForLabValue(page, 'lab-chain-id', '31338')
    await phone.switchChain(31337)
    await waitForLabValue(page, 'lab-chain-id', '31337')
    expect(await phone.switchAccount(0)).toBe(first)
    await waitForLabValue(page, 'lab-address', first)
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

  it('made no request, HTTP or WebSocket, to any host but the local ones (page and phone)', () => {
    expect(lab.nonLocalRequests).toEqual([])
    expect(fetchGuard.attempts).toEqual([])
  })
})
