import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { text } from './open-app.ts'

export type ConnectedInfo = {
  namespace: 'eip155' | 'solana' | 'bip122'
  /** The active network's CAIP-2 id, or its namespace's prefix when the app's network decides. */
  caipNetworkId: string | RegExp
  walletName: string
}

/**
 * What the app's `InfoList` (the incumbent's examples' readout of useAppKitState, useAppKitTheme,
 * useWalletInfo and useAppKitEvents) shows once connected and the modal closed.
 */
export async function expectConnectedInfoList(page: Page, info: ConnectedInfo): Promise<void> {
  await expect.poll(() => text(page, 'info-wallet'), { timeout: 30_000 }).toBe(info.walletName)
  expect(await text(page, 'info-active-chain')).toBe(info.namespace)
  expect(await text(page, 'info-selected-network')).toMatch(info.caipNetworkId)
  await expect.poll(() => text(page, 'info-open')).toBe('false')
  expect(await text(page, 'info-loading')).toBe('false')
  expect(await text(page, 'info-theme')).toMatch(/^(light|dark)$/)
  // The modal's events, in the order they happened; a connection's own event may share a render
  // with the modal closing, so only the modal's are sure to show.
  const events = (await text(page, 'info-events')).split(' ')
  expect(events[0]).toBe('MODAL_OPEN')
  expect(events.at(-1)).toBe('MODAL_CLOSE')
}
