import { countWalletPrompts, walletPrompts } from '@openappkit/testing/node'
import { formatEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INJECTED_PRESETS, type InjectedPreset } from '../src/config/lab-config.ts'
import { LAB_MESSAGE } from '../src/lab/use-lab-actions.ts'
import { connectFromModal, labValue, nodeBalance, waitForLabValue } from './lab-page-object.ts'
import { LAB_WALLET, type LabSession, openLab } from './open-lab.ts'

/** What each preset's adapter keeps of a disconnect, so a reload does not reconnect. */
const DISCONNECTED_SESSION: Record<InjectedPreset, (stored: Record<string, string>) => void> = {
  wagmi(stored) {
    const wagmiStore = JSON.parse(stored['@appkit-wallet/wagmi.store'] ?? '{}')
    expect(wagmiStore.state).toMatchObject({ connections: { value: [] }, current: null })
  },
  ethers(stored) {
    expect(stored['@appkit-wallet/ethers.disconnected']).toBe(LAB_WALLET.rdns)
  },
  ethers5(stored) {
    expect(stored['@appkit-wallet/ethers5.disconnected']).toBe(LAB_WALLET.rdns)
  },
}

// One journey, run once per preset. It sends no transaction, so the presets share account 3.
describe.each(INJECTED_PRESETS.map((preset) => ({ preset })))(
  'the lab, $preset preset, in Chromium',
  ({ preset }) => {
    let lab: LabSession

    beforeAll(async () => {
      lab = await openLab({ accountIndex: 3, preset })
    })

    afterAll(async () => {
      await lab?.close()
    })

    it('connects the injected wallet from the modal and shows its address and balance', async () => {
      const { page, account } = lab
      await waitForLabValue(page, 'lab-status', 'disconnected')
      await connectFromModal(page)
      expect(await labValue(page, 'lab-address')).toBe(account.address)
      expect(await labValue(page, 'lab-caip-address')).toBe(`eip155:31337:${account.address}`)
      expect(await labValue(page, 'lab-chain-id')).toBe('31337')
      const balance = await nodeBalance(lab.rpcUrl(31337), account.address)
      await waitForLabValue(page, 'lab-balance', `${formatEther(balance)} ETH`)
    })

    it('signs a message with the wallet; the signature verifies for the account', async () => {
      const { page, account } = lab
      await page.getByRole('button', { name: 'Sign message' }).click()
      await page.getByTestId('lab-signature').waitFor()
      const signature = (await labValue(page, 'lab-signature')) as `0x${string}`
      expect(
        await verifyMessage({ address: account.address, message: LAB_MESSAGE, signature }),
      ).toBe(true)
      expect(await labValue(page, 'lab-signer')).toContain('(the connected account)')
    })

    it('reconnects after a reload without asking the wallet again', async () => {
      const { page, account } = lab
      await countWalletPrompts(page)
      await page.reload()
      await waitForLabValue(page, 'lab-status', 'connected')
      expect(await labValue(page, 'lab-address')).toBe(account.address)
      expect(await page.getByRole('dialog').count()).toBe(0)
      expect(await walletPrompts(page)).toEqual([])
    })

    it('disconnects from the Account view and clears the state and the stored session', async () => {
      const { page } = lab
      await page.getByRole('button', { name: /0x/ }).first().click()
      await page.getByRole('button', { name: 'Disconnect' }).click()
      await waitForLabValue(page, 'lab-status', 'disconnected')
      expect(await labValue(page, 'lab-address')).toBe('—')
      expect(await labValue(page, 'lab-balance')).toBe('—')
      const stored = await page.evaluate(() => ({ ...window.localStorage }))
      expect(JSON.parse(stored['@appkit-wallet/CONNECTED_CONNECTOR_IDS'] ?? '{}')).toEqual({})
      DISCONNECTED_SESSION[preset](stored)
      expect(Object.values(stored).join()).not.toContain('"connected"')
      // Still gone after a reload: nothing reconnects behind the visitor's back.
      await page.reload()
      await waitForLabValue(page, 'lab-status', 'disconnected')
      expect(await walletPrompts(page)).toEqual([])
    })

    it('made no request to any host but the local ones', () => {
      expect(lab.nonLocalRequests).toEqual([])
    })
  },
)
