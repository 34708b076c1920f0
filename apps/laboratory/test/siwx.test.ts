import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { labValue, modal, openConnectView, waitForLabValue } from './lab-page-object.ts'
import { LAB_SOLANA_WALLET, LAB_WALLET, type LabSession, openLab } from './open-lab.ts'
import { type SiwxJourney, siwxJourneys } from './siwx-steps.ts'

// One journey per sign-in preset: wagmi with the injected EVM wallet, Solana with the Wallet
// Standard one. Both only sign, so they share accounts other files use without sending.
describe.each(siwxJourneys())(
  'sign-in with the wallet, $preset preset, in Chromium',
  (journey: SiwxJourney) => {
    let lab: LabSession

    beforeAll(async () => {
      lab = await openLab(journey.openLab)
    })

    afterAll(async () => {
      await lab?.close()
    })

    const signIn = () => modal(lab.page, 'Sign in')
    const sessionsOnApi = (account: string) => journey.sessionsOnApi(lab, account)

    async function connect() {
      const { page } = lab
      await openConnectView(page)
      const walletName = journey.preset === 'siwx' ? LAB_WALLET.name : LAB_SOLANA_WALLET
      await modal(page).getByRole('button', { name: walletName }).first().click()
      await waitForLabValue(page, 'lab-status', 'connected')
    }

    it('asks to sign in right after connecting, with close disabled while required', async () => {
      await waitForLabValue(lab.page, 'lab-status', 'disconnected')
      await connect()
      await signIn().waitFor()
      // Required and no session: no close button, and Escape does not close either
      // (docs/project/behaviour.md §2).
      expect(await signIn().getByRole('button', { name: 'Close' }).count()).toBe(0)
      await lab.page.keyboard.press('Escape')
      expect(await signIn().isVisible()).toBe(true)
      await signIn().getByRole('button', { name: 'Sign', exact: true }).waitFor()
      await lab.page.screenshot({ path: `/tmp/lab-${journey.preset}-sign-in.png` })
    })

    it('keeps the view with Error signing message when the wallet refuses (SIWX_AUTH_ERROR)', async () => {
      await journey.rejectNextRequest(lab)
      await signIn().getByRole('button', { name: 'Sign', exact: true }).click()
      await signIn()
        .getByRole('alert')
        .filter({ hasText: 'Error signing message' })
        .first()
        .waitFor()
      await waitForLabValue(lab.page, 'lab-events', /SIWX_AUTH_ERROR/)
    })

    it('signs: the api verifies and keeps the session, the modal closes (SIWX_AUTH_SUCCESS)', async () => {
      await signIn().getByRole('button', { name: 'Sign', exact: true }).click()
      await waitForLabValue(lab.page, 'lab-events', /SIWX_AUTH_SUCCESS/)
      await signIn().waitFor({ state: 'detached' })
      const account = await labValue(lab.page, 'lab-caip-address')
      const [session] = await sessionsOnApi(account)
      expect(session?.message).toContain(`${new URL(lab.url).host} wants you to sign in with your`)
      expect(session?.message).toContain(await labValue(lab.page, 'lab-address'))
    })

    it('keeps the session across a reload without asking the wallet again', async () => {
      await journey.recordPrompts(lab)
      await lab.page.reload()
      await waitForLabValue(lab.page, 'lab-status', 'connected')
      await waitForLabValue(lab.page, 'lab-kit', 'ready')
      expect(await lab.page.getByRole('dialog').count()).toBe(0)
      expect(await journey.signingPromptsSinceReload(lab)).toEqual([])
    })

    it('asks again for another account and not when switching back to a signed-in one', async () => {
      const first = await labValue(lab.page, 'lab-caip-address')
      await journey.switchToOtherAccount(lab)
      await signIn().waitFor()
      await signIn().getByRole('button', { name: 'Sign', exact: true }).click()
      await signIn().waitFor({ state: 'detached' })
      const second = await labValue(lab.page, 'lab-caip-address')
      expect(second).not.toBe(first)
      expect(await sessionsOnApi(second)).toHaveLength(1)
      await journey.switchBack(lab)
      await waitForLabValue(lab.page, 'lab-caip-address', first)
      expect(await lab.page.getByRole('dialog').count()).toBe(0)
    })

    it('signs out on disconnect: the api reports every session of this browser revoked', async () => {
      const account = await labValue(lab.page, 'lab-caip-address')
      const tokens = await journey.storedTokens(lab)
      expect(Object.keys(tokens)).toHaveLength(2)
      const address = await labValue(lab.page, 'lab-address')
      await lab.page
        .getByRole('button', { name: new RegExp(`(^|\\s)${address.slice(0, 4)}`) })
        .first()
        .click()
      await modal(lab.page).getByRole('button', { name: 'Disconnect' }).click()
      await waitForLabValue(lab.page, 'lab-status', 'disconnected')
      expect(await journey.storedTokens(lab)).toEqual({})
      for (const [stored, handle] of Object.entries(tokens)) {
        expect(await journey.sessionsOnApi(lab, stored, handle.token)).toEqual([])
      }
      expect(Object.keys(tokens)).toContain(journey.accountKey(account))
    })

    it('cancelling while required disconnects (CLICK_CANCEL_SIWX)', async () => {
      await connect()
      await signIn().waitFor()
      await signIn().getByRole('button', { name: 'Cancel' }).click()
      await waitForLabValue(lab.page, 'lab-status', 'disconnected')
      await waitForLabValue(lab.page, 'lab-events', /CLICK_CANCEL_SIWX/)
      expect(await lab.page.getByRole('dialog').count()).toBe(0)
      expect(lab.nonLocalRequests).toEqual([])
    })
  },
)
