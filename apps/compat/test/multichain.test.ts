import { countWalletPrompts, injectTestWallet, walletPrompts } from '@openappkit/testing/node'
import type { Browser, Page } from 'playwright-core'
import { type Address, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { solanaApp } from './non-evm-apps.ts'
import { connectThroughModal, disconnectThroughModal, openApp, text } from './open-app.ts'

const EVM_WALLET = { name: 'Compat Test Wallet', rdns: 'org.openappkit.compat-test-wallet' }
// Accounts no other compat test uses (EVM 6-12, Solana 4 are taken), so no nonce or balance races.
const EVM_ACCOUNT_INDEX = 13
const SOLANA_ACCOUNT_INDEX = 5

// The incumbent's multichain example: the wagmi and Solana adapters in one kit, an EVM wallet and
// a Solana wallet in the page, the app's buttons switching the active network between them.
describe('an app written for the incumbent’s multichain example', () => {
  const { manifest, origin } = inject('compat')
  const [chain] = manifest.evm.chains
  const evmAccount = manifest.evm.accounts[EVM_ACCOUNT_INDEX]
  if (!chain || !evmAccount) throw new TypeError('the devnet manifest lacks a chain or an account')
  const solana = solanaApp(manifest, SOLANA_ACCOUNT_INDEX)
  const evmCaipNetworkId = `eip155:${chain.chainId}`
  let browser: Browser
  let page: Page
  let remoteRequests: ReadonlyArray<string>
  let solanaWalletRequests: () => Promise<string[]>

  beforeAll(async () => {
    const query = new URLSearchParams({
      rpc: chain.rpcUrl,
      'solana-rpc': manifest.solana.rpcUrl,
      'solana-ws': manifest.solana.wsUrl,
    })
    ;({ browser, page, remoteRequests } = await openApp(
      `${origin}/multichain.html?${query}`,
      async (target) => {
        await injectTestWallet(target, {
          privateKey: evmAccount.privateKey,
          rpcUrls: { [chain.chainId]: chain.rpcUrl },
          chainId: chain.chainId,
          ...EVM_WALLET,
        })
        await countWalletPrompts(target)
        solanaWalletRequests = await solana.injectWallet(target)
      },
    ))
  })

  afterAll(() => browser?.close())

  it('connects the EVM wallet through <appkit-button> and the modal, on EVM', async () => {
    await connectThroughModal(page, EVM_WALLET.name)
    await expect.poll(() => text(page, 'evm-address'), { timeout: 30_000 }).toBe(evmAccount.address)
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(await text(page, 'evm-status')).toBe('connected')
    expect(await text(page, 'caip-network-id')).toBe(evmCaipNetworkId)
    expect(await text(page, 'solana-address')).toBe('')
    expect(await walletPrompts(page)).toEqual([
      expect.stringMatching(/^(eth_requestAccounts|wallet_requestPermissions)$/),
    ])
  })

  it('switches to Solana with the app’s button, keeping the EVM account', async () => {
    await page.getByTestId('switch-to-solana').click()
    await expect
      .poll(() => text(page, 'caip-network-id'), { timeout: 30_000 })
      .toBe(manifest.solana.caipNetworkId)
    expect(await text(page, 'evm-address')).toBe(evmAccount.address)
  })

  it('connects the Solana wallet through the modal; both addresses show', async () => {
    await connectThroughModal(page, solana.walletName)
    await expect.poll(() => text(page, 'solana-address'), { timeout: 30_000 }).toBe(solana.address)
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(await text(page, 'solana-status')).toBe('connected')
    expect(await text(page, 'evm-address')).toBe(evmAccount.address)
    expect(await text(page, 'caip-network-id')).toBe(manifest.solana.caipNetworkId)
    const connects = (await solanaWalletRequests()).filter((method) =>
      solana.connectRequest.test(method),
    )
    expect(connects).toHaveLength(1)
  })

  it('switches back to EVM with the app’s button, both accounts kept', async () => {
    await page.getByTestId('switch-to-evm').click()
    await expect
      .poll(() => text(page, 'caip-network-id'), { timeout: 30_000 })
      .toBe(evmCaipNetworkId)
    expect(await text(page, 'evm-address')).toBe(evmAccount.address)
    expect(await text(page, 'solana-address')).toBe(solana.address)
  })

  it('signs with each namespace’s own library code, verifiable by its account', async () => {
    await page.getByTestId('evm-sign').click()
    await expect.poll(() => text(page, 'evm-signature'), { timeout: 30_000 }).toMatch(/^0x/)
    const evmSignature = (await text(page, 'evm-signature')) as `0x${string}`
    const evmMessage = await text(page, 'evm-message')
    expect(
      await verifyMessage({
        address: evmAccount.address as Address,
        message: evmMessage,
        signature: evmSignature,
      }),
    ).toBe(true)

    await page.getByTestId('solana-sign').click()
    await expect.poll(() => text(page, 'solana-signature'), { timeout: 30_000 }).not.toBe('')
    const solanaSignature = await text(page, 'solana-signature')
    expect(await solana.verify(await text(page, 'solana-message'), solanaSignature)).toBe(true)
  })

  it('disconnects from the account button; nothing left the machine', async () => {
    await disconnectThroughModal(page)
    await expect.poll(() => text(page, 'evm-status')).toBe('disconnected')
    await expect.poll(() => text(page, 'solana-status')).toBe('disconnected')
    expect(remoteRequests).toEqual([])
  })
})
