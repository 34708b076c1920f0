import { formatEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INJECTED_PRESETS, type InjectedPreset } from '../src/config/lab-config.ts'
import { LAB_MESSAGE, LAB_TRANSFER_WEI } from '../src/lab/use-lab-actions.ts'
import {
  connectFromModal,
  labValue,
  modal,
  nodeBalance,
  openConnectView,
  waitForLabValue,
} from './lab-page-object.ts'
import { type LabSession, openLab } from './open-lab.ts'
import { findSentTransaction, nodeNonce } from './send-steps.ts'

// The session of the preset whose journey runs (one after the other), for the helpers below.
let lab: LabSession

// Each preset's journey signs with its own account.
const ACCOUNTS: Record<InjectedPreset, number> = { wagmi: 6, ethers: 16, ethers5: 17 }

/** Waits until the lab shows the node's balance of the account on `chainId`. */
async function expectNodeBalance(chainId: number) {
  const balance = await nodeBalance(lab.rpcUrl(chainId), lab.account.address)
  await waitForLabValue(lab.page, 'lab-balance', `${formatEther(balance)} ETH`)
}

/** Opens the Networks view from `<appkit-network-button>`. */
async function openNetworks() {
  await lab.page
    .getByRole('button', { name: /^Devnet EVM( 2)?$/ })
    .first()
    .click()
  await modal(lab.page, 'Select network').waitFor()
}

describe.each(INJECTED_PRESETS.map((preset) => ({ preset })))(
  'networks, wallet actions and refusals in the lab, $preset preset',
  ({ preset }) => {
    beforeAll(async () => {
      lab = await openLab({ accountIndex: ACCOUNTS[preset], preset })
      await connectFromModal(lab.page)
    })

    afterAll(async () => {
      await lab?.close()
    })

    it('switches between 31337 and 31338 from the Networks view; the wallet follows', async () => {
      const { page, wallet } = lab
      await openNetworks()
      await modal(page).getByRole('button', { name: 'Devnet EVM 2' }).click()
      await waitForLabValue(page, 'lab-chain-id', '31338')
      await modal(page).waitFor({ state: 'detached' })
      expect((await wallet.getState()).chainId).toBe(31338)
      expect(await labValue(page, 'lab-caip-address')).toBe(`eip155:31338:${lab.account.address}`)
      await expectNodeBalance(31338)

      await openNetworks()
      await modal(page).getByRole('button', { name: 'Devnet EVM', exact: true }).click()
      await waitForLabValue(page, 'lab-chain-id', '31337')
      expect((await wallet.getState()).chainId).toBe(31337)
      await expectNodeBalance(31337)
    })

    it('"Switch network" moves to the other network and back', async () => {
      const { page, wallet } = lab
      await page.getByRole('button', { name: 'Switch network' }).click()
      await waitForLabValue(page, 'lab-chain-id', '31338')
      expect(await labValue(page, 'lab-switched')).toBe('Switched to chain 31338')
      expect((await wallet.getState()).chainId).toBe(31338)
      await page.getByRole('button', { name: 'Switch network' }).click()
      await waitForLabValue(page, 'lab-chain-id', '31337')
    })

    it('"Send transaction" is mined and the balance follows the node', async () => {
      const { page } = lab
      const before = await nodeBalance(lab.rpcUrl(31337), lab.account.address)
      await page.getByRole('button', { name: 'Send transaction' }).click()
      await waitForLabValue(page, 'lab-transaction-status', /^confirmed in block \d+$/)
      const hash = await labValue(page, 'lab-transaction-hash')
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
      const after = await nodeBalance(lab.rpcUrl(31337), lab.account.address)
      // Sent to itself: only the gas is gone.
      expect(after).toBeLessThan(before)
      await expectNodeBalance(31337)
    })

    it("the integrator's own library signs and sends through the connected wallet", async () => {
      const { page, account } = lab
      const rpcUrl = lab.rpcUrl(31337)
      await page.getByRole('button', { name: /^Sign with / }).click()
      await page.getByTestId('lab-library-signature').waitFor()
      const signature = (await labValue(page, 'lab-library-signature')) as `0x${string}`
      expect(
        await verifyMessage({ address: account.address, message: LAB_MESSAGE, signature }),
      ).toBe(true)
      const nonce = await nodeNonce(rpcUrl, account.address)
      await page.getByRole('button', { name: /^Send with / }).click()
      await page.getByTestId('lab-library-hash').waitFor()
      const sent = await findSentTransaction(rpcUrl, account.address, nonce)
      expect(sent).toMatchObject({ to: account.address.toLowerCase(), status: 'success' })
      expect(sent.value).toBe(LAB_TRANSFER_WEI)
      expect(await labValue(page, 'lab-library-hash')).toBe(sent.hash)
    })

    it('a refusal in the wallet is shown and leaves the state as it was', async () => {
      const { page, wallet } = lab
      await wallet.rejectNextRequest()
      await page.getByRole('button', { name: 'Sign message' }).click()
      await waitForLabValue(page, 'lab-error', 'Rejected in the wallet')
      expect(await page.getByTestId('lab-signature').count()).toBe(0)
      expect(await labValue(page, 'lab-status')).toBe('connected')

      await wallet.rejectNextRequest()
      await openNetworks()
      await modal(page).getByRole('button', { name: 'Devnet EVM 2' }).click()
      await modal(page).getByText('Switch declined').waitFor()
      expect(await labValue(page, 'lab-chain-id')).toBe('31337')
      expect((await wallet.getState()).chainId).toBe(31337)
      await page.keyboard.press('Escape')
      await modal(page).waitFor({ state: 'detached' })
    })

    it('the wallet moving to a chain the site does not support opens UnsupportedChain', async () => {
      const { page, wallet } = lab
      await wallet.switchChain(999)
      await modal(page).getByRole('heading', { name: 'Network not supported' }).waitFor()
      await modal(page).getByRole('button', { name: 'Devnet EVM 2' }).click()
      await modal(page).waitFor({ state: 'detached' })
      await waitForLabValue(page, 'lab-chain-id', '31338')
      expect((await wallet.getState()).chainId).toBe(31338)
    })

    it('a refused connection says "Connection rejected" and stays disconnected', async () => {
      const { page, wallet } = lab
      await page.getByRole('button', { name: /0x/ }).first().click()
      await modal(page).getByRole('button', { name: 'Disconnect' }).click()
      await waitForLabValue(page, 'lab-status', 'disconnected')
      await wallet.rejectNextRequest()
      await openConnectView(page)
      await modal(page).getByRole('button', { name: 'Lab Test Wallet' }).first().click()
      await modal(page).getByText('Connection rejected').first().waitFor()
      expect(await labValue(page, 'lab-status')).toBe('disconnected')
      expect(await labValue(page, 'lab-address')).toBe('—')
      const stored = await page.evaluate(() => ({ ...window.localStorage }))
      expect(JSON.parse(stored['@appkit-wallet/CONNECTED_CONNECTOR_IDS'] ?? '{}')).toEqual({})
    })

    it('made no request to any host but the local ones', () => {
      expect(lab.nonLocalRequests).toEqual([])
    })
  },
)
