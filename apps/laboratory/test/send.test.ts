import { formatEther, formatUnits, type Hex, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INJECTED_PRESETS, type InjectedPreset } from '../src/config/lab-config.ts'
import { connectFromModal, nodeBalance, waitForLabValue } from './lab-page-object.ts'
import { type LabSession, openLab } from './open-lab.ts'
import {
  accountBalance,
  apiBalances,
  chosenSendToken,
  closeModal,
  findSentTransaction,
  modalAmount,
  nodeNonce,
  nodeTokenBalance,
  openAccountView,
  openActivity,
  openSend,
  openSendTokens,
  sendFromView,
  tokenRow,
  waitForActivityRows,
} from './send-steps.ts'

const CHAIN_ID = 31337
const ETH_AMOUNT = '0.25'
const USDC_AMOUNT = '12.5'

// Each preset sends from its own account, to account 8, one preset after the other.
const SENDERS: Record<InjectedPreset, number> = { wagmi: 4, ethers: 14, ethers5: 15 }

describe.each(INJECTED_PRESETS.map((preset) => ({ preset })))(
  'sending from the modal, $preset preset, in Chromium',
  ({ preset }) => {
    let lab: LabSession
    let receiver: Hex

    beforeAll(async () => {
      lab = await openLab({ accountIndex: SENDERS[preset], preset })
      const recipient = lab.manifest.evm.accounts[8]
      if (!recipient) throw new Error('the devnet has no account 8')
      receiver = recipient.address
    })

    afterAll(async () => {
      await lab?.close()
    })

    it('connects the injected wallet from the modal', async () => {
      await waitForLabValue(lab.page, 'lab-status', 'disconnected')
      await connectFromModal(lab.page)
      const balance = await nodeBalance(lab.rpcUrl(CHAIN_ID), lab.account.address)
      await waitForLabValue(lab.page, 'lab-balance', `${formatEther(balance)} ETH`)
    })

    it('shows the Activity of the account before anything is sent from it', async () => {
      const { page } = lab
      await openAccountView(page)
      const activity = await openActivity(page)
      // Whatever the devnet's setup left there (or nothing): none of this file's sends yet.
      expect(
        await activity
          .getByRole('listitem')
          .filter({ hasText: `-${ETH_AMOUNT} ETH` })
          .count(),
      ).toBe(0)
      await closeModal(page)
    })

    it('sends native ETH from the Send view; the node, the lab and the Account view agree', async () => {
      const { page, account } = lab
      const rpcUrl = lab.rpcUrl(CHAIN_ID)
      await openAccountView(page)
      // Send starts from the native token, already chosen.
      await openSend(page)
      expect(await chosenSendToken(page).locator('.apkt-row__title').textContent()).toBe('Ether')
      const senderBefore = await nodeBalance(rpcUrl, account.address)
      const receiverBefore = await nodeBalance(rpcUrl, receiver)
      const nonce = await nodeNonce(rpcUrl, account.address)

      const toast = await sendFromView(page, { tokenName: 'Ether', amount: ETH_AMOUNT, receiver })

      const sent = await findSentTransaction(rpcUrl, account.address, nonce)
      expect(sent).toMatchObject({ to: receiver.toLowerCase(), status: 'success' })
      // The toast names the transaction (the devnet has no explorer to link to).
      expect(toast).toBe(`Transaction sent: ${sent.hash.slice(0, 6)}…${sent.hash.slice(-4)}`)
      const value = parseEther(ETH_AMOUNT)
      expect(sent.value).toBe(value)
      expect((await nodeBalance(rpcUrl, receiver)) - receiverBefore).toBe(value)
      const senderAfter = await nodeBalance(rpcUrl, account.address)
      expect(senderBefore - senderAfter).toBe(value + sent.fee)

      await expect
        .poll(() => accountBalance(page).textContent(), { timeout: 20_000 })
        .toBe(`Balance: ${modalAmount(formatEther(senderAfter))} ETH`)
      // Activity lists it at once, before the api has indexed it; its detail holds the hash.
      const activity = await openActivity(page)
      const row = activity.getByRole('button', { name: new RegExp(`^Sent.*-${ETH_AMOUNT} ETH`) })
      await row.first().click()
      await activity.getByText('Transaction hash').waitFor()
      expect(
        await activity.locator('.apkt-activity__detail dd[title]').last().getAttribute('title'),
      ).toBe(sent.hash)
      await closeModal(page)
      await waitForLabValue(page, 'lab-balance', `${formatEther(senderAfter)} ETH`)
    })

    it('sends USDC from the Send view, whose list shows the api balance; balanceOf moves exactly', async () => {
      const { page, account, manifest } = lab
      const rpcUrl = lab.rpcUrl(CHAIN_ID)
      const usdc = manifest.evm.tokens.usdc
      const caipNetworkId = `eip155:${CHAIN_ID}`
      await openAccountView(page)
      const tokens = await openSendTokens(page)

      const senderBefore = await nodeTokenBalance(rpcUrl, usdc.address, account.address)
      const receiverBefore = await nodeTokenBalance(rpcUrl, usdc.address, receiver)
      const fromApi = (await apiBalances(account.address, caipNetworkId)).find(
        (balance) => balance.symbol === usdc.symbol,
      )
      expect(fromApi?.quantity.numeric).toBe(formatUnits(senderBefore, usdc.decimals))
      // The send before refreshed the list: Ether shows what the node holds now.
      const ethNow = await nodeBalance(rpcUrl, account.address)
      await expect
        .poll(() => tokenRow(tokens, 'Ether').textContent(), { timeout: 20_000 })
        .toContain(`${modalAmount(formatEther(ethNow))} ETH`)
      const usdcRow = tokenRow(tokens, usdc.name)
      expect(await usdcRow.textContent()).toContain(
        `${modalAmount(fromApi?.quantity.numeric ?? '')} ${usdc.symbol}`,
      )
      const ethBefore = await nodeBalance(rpcUrl, account.address)
      const nonce = await nodeNonce(rpcUrl, account.address)

      await sendFromView(page, { tokenName: usdc.name, amount: USDC_AMOUNT, receiver })

      const sent = await findSentTransaction(rpcUrl, account.address, nonce)
      expect(sent).toMatchObject({ to: usdc.address.toLowerCase(), value: 0n, status: 'success' })
      const units = parseUnits(USDC_AMOUNT, usdc.decimals)
      expect(units).toBe(12_500_000n)
      expect((await nodeTokenBalance(rpcUrl, usdc.address, receiver)) - receiverBefore).toBe(units)
      expect(senderBefore - (await nodeTokenBalance(rpcUrl, usdc.address, account.address))).toBe(
        units,
      )
      const ethAfter = await nodeBalance(rpcUrl, account.address)
      expect(ethBefore - ethAfter).toBe(sent.fee)
      await closeModal(page)
      await waitForLabValue(page, 'lab-balance', `${formatEther(ethAfter)} ETH`)
    })

    it('lists both sends in Activity once the api has indexed them', async () => {
      const { page } = lab
      await openAccountView(page)
      await openActivity(page)
      const [sentEth, sentUsdc] = await waitForActivityRows(page, [
        `-${ETH_AMOUNT} ETH`,
        `-${USDC_AMOUNT} USDC`,
      ])
      expect(await sentEth?.textContent()).toContain('Sent')
      expect(await sentUsdc?.textContent()).toContain('Sent')
      await closeModal(page)
    })

    it('made no request to any host but the local ones', () => {
      expect(lab.nonLocalRequests).toEqual([])
    })
  },
)
