import { formatUnits, parseUnits } from '@openappkit/common/units'
import { getSolanaBalance, getSolanaTokenBalance } from '@openappkit/testing/node'
import { verifySolanaMessage } from '@openappkit/testing/wallet-standard'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_PRESETS, type SolanaPreset } from '../src/config/lab-config.ts'
import { LAB_MESSAGE } from '../src/lab/use-lab-actions.ts'
import { labValue, modal, openConnectView, waitForLabValue } from './lab-page-object.ts'
import { LAB_SOLANA_WALLET, LAB_WALLET, type LabSession, openLab } from './open-lab.ts'
import { openSendTokens, sendFromView } from './send-steps.ts'
import { openNetworksFrom, openSolanaAccountView } from './solana-steps.ts'

const SOL_AMOUNT = '0.5'
const USDC_AMOUNT = '3.25'

// Each preset's wallet holds its own pair of devnet Solana accounts and sends to account 4 (the api's on-ramp treasury is the last one).
// The EVM wallet of the multichain preset sends nothing: it shares connect.test's account 3.
const SOLANA_ACCOUNTS: Record<SolanaPreset, [number, number]> = {
  solana: [5, 6],
  multichain: [7, 8],
}

describe.each(SOLANA_PRESETS.map((preset) => ({ preset })))(
  'the lab, $preset preset, with a Solana Wallet Standard wallet in Chromium',
  ({ preset }) => {
    let lab: LabSession
    let address: string
    let receiver: string
    let rpcUrl: string

    beforeAll(async () => {
      lab = await openLab({
        accountIndex: 3,
        preset,
        injectWallet: preset === 'multichain',
        solanaAccounts: SOLANA_ACCOUNTS[preset],
      })
      const { solana } = lab.manifest
      address = solana.accounts[SOLANA_ACCOUNTS[preset][0]]?.address as string
      receiver = solana.accounts[4]?.address as string
      rpcUrl = solana.rpcUrl
    })

    afterAll(async () => {
      await lab?.close()
    })

    it('connects the Solana wallet from the modal; address and SOL balance are the node’s', async () => {
      const { page, manifest } = lab
      await waitForLabValue(page, 'lab-status', 'disconnected')
      await openConnectView(page)
      await modal(page).getByRole('button', { name: LAB_SOLANA_WALLET }).first().click()
      await waitForLabValue(page, 'lab-status', 'connected')
      expect(await labValue(page, 'lab-address')).toBe(address)
      expect(await labValue(page, 'lab-caip-address')).toBe(
        `${manifest.solana.caipNetworkId}:${address}`,
      )
      expect(await labValue(page, 'lab-solana-address')).toBe(address)
      const lamports = await getSolanaBalance({ rpcUrl, address })
      await waitForLabValue(page, 'lab-balance', `${formatUnits(lamports, 9)} SOL`)
      // The integrator's own web3.js code, on the Connection useAppKitConnection() gives it.
      await waitForLabValue(page, 'lab-solana-connection-balance', `${lamports} lamports`)
    })

    it('signs a message through useAppKitProvider("solana"); ed25519 verifies it', async () => {
      const { page } = lab
      await page.getByRole('button', { name: 'Sign on Solana' }).click()
      await waitForLabValue(page, 'lab-solana-verified', /^yes/)
      const signature = await labValue(page, 'lab-solana-signature')
      expect(await verifySolanaMessage({ address, message: LAB_MESSAGE, signature })).toBe(true)
    })

    it('sends SOL, then USDC, from the Send view; the cluster moves both', async () => {
      const { page, manifest } = lab
      const usdc = manifest.solana.mints.usdc
      const solBefore = await getSolanaBalance({ rpcUrl, address: receiver })
      const usdcBefore = await getSolanaTokenBalance({
        rpcUrl,
        address: receiver,
        mint: usdc.address,
      })

      await openSolanaAccountView(page, address)
      await openSendTokens(page)
      await sendFromView(page, { tokenName: 'Solana', amount: SOL_AMOUNT, receiver })
      expect(await getSolanaBalance({ rpcUrl, address: receiver })).toBe(
        solBefore + parseUnits(SOL_AMOUNT, 9),
      )

      await openSendTokens(page)
      await sendFromView(page, { tokenName: usdc.name, amount: USDC_AMOUNT, receiver })
      expect(await getSolanaTokenBalance({ rpcUrl, address: receiver, mint: usdc.address })).toBe(
        usdcBefore + parseUnits(USDC_AMOUNT, usdc.decimals),
      )
      await modal(page).getByRole('button', { name: 'Close', exact: true }).click()
      const lamports = await getSolanaBalance({ rpcUrl, address })
      await waitForLabValue(page, 'lab-balance', `${formatUnits(lamports, 9)} SOL`)
    })

    if (preset === 'multichain') {
      it('switches to the EVM namespace (SwitchActiveChain, connect) and back to Solana', async () => {
        const { page, account } = lab
        const networks = await openNetworksFrom(page, /^Solana Localnet$/)
        await networks.getByRole('button', { name: 'Devnet EVM', exact: true }).click()
        const switchChain = modal(page, 'Switch network')
        await switchChain.getByRole('button', { name: 'Connect your Ethereum wallet' }).click()
        await modal(page, 'Connect Wallet')
          .getByRole('button', { name: LAB_WALLET.name })
          .first()
          .click()
        await waitForLabValue(page, 'lab-address', account.address)
        expect(await labValue(page, 'lab-chain-id')).toBe('31337')
        // The Solana side stays connected meanwhile.
        expect(await labValue(page, 'lab-solana-address')).toBe(address)

        const back = await openNetworksFrom(page, /^Devnet EVM$/)
        await back.getByRole('button', { name: 'Solana Localnet' }).click()
        await waitForLabValue(page, 'lab-address', address)
        expect(await labValue(page, 'lab-network-name')).toBe('Solana Localnet')
      })
    }

    it('reconnects after a reload without asking the wallet again', async () => {
      const { page, solanaWallet } = lab
      await page.reload()
      await waitForLabValue(page, 'lab-status', 'connected')
      expect(await labValue(page, 'lab-solana-address')).toBe(address)
      // The reloaded page's wallet records its own requests: a prompt would be among them
      // (a silent reconnect is not one).
      expect((await solanaWallet?.getState())?.requests).toEqual([])
      expect(await page.getByRole('dialog').count()).toBe(0)
    })

    it('disconnects; a reload does not reconnect', async () => {
      const { page } = lab
      await waitForLabValue(page, 'lab-address', address)
      await openSolanaAccountView(page, address)
      await modal(page).getByRole('button', { name: 'Disconnect' }).click()
      await waitForLabValue(page, 'lab-solana-address', '—')
      const stored = await page.evaluate(() => ({ ...window.localStorage }))
      expect(stored['@appkit-wallet/solana.disconnected']).toBe(LAB_SOLANA_WALLET)
      await page.reload()
      await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor()
      expect(await labValue(page, 'lab-solana-address')).toBe('—')
    })

    it('made no request to any host but the local ones', () => {
      expect(lab.nonLocalRequests).toEqual([])
    })
  },
)
