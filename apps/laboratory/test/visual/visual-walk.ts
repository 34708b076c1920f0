import type { DevnetManifest } from '@openappkit/testing'
import type { Locator, Page } from 'playwright-core'
import type { LabPreset } from '../../src/config/lab-config.ts'
import { readEmailCode } from '../embedded-steps.ts'
import { modal, openConnectView, waitForLabValue } from '../lab-page-object.ts'
import { LAB_BITCOIN_WALLET, LAB_SOLANA_WALLET, LAB_WALLET } from '../open-lab.ts'
import { chooseSendToken, chosenSendToken, tokenRow } from '../send-steps.ts'
import { chooseSwapToken, swapSideButton, swapSideToken } from '../swap-buy-name-steps.ts'

/** What a walk needs besides the page: where it goes and who it is. */
export type VisualWalk = {
  page: Page
  manifest: DevnetManifest
  /** The lab page of `preset` with this page's theme (and this run's services). */
  url(preset: LabPreset): string
  /** The email the embedded wallet signs in with on this page (one per page: a new device). */
  email: string
  /** Refuses the injected EVM wallet's next request (a declined connection or switch). */
  rejectNextEvmRequest(): Promise<void>
  /**
   * Screenshots the open dialog as `name` and checks its layout. `mask` covers what differs
   * between runs by nature (a QR code of a fresh pairing, times, a gas-priced fee, an embedded
   * wallet's new address).
   */
  capture(name: string, options?: { mask?: (dialog: Locator) => Locator[] }): Promise<void>
}

/**
 * Runs `change` and fails unless `target` is where it was before, to the pixel: what the person
 * is looking at does not move when the dialog's content changes around it.
 */
async function expectStaysPut(target: Locator, change: () => Promise<void>, what: string) {
  const before = await target.boundingBox()
  await change()
  const after = await target.boundingBox()
  if (!before || !after || before.y !== after.y || before.x !== after.x) {
    throw new Error(`${what} moved: ${JSON.stringify(before)} → ${JSON.stringify(after)}`)
  }
}

const back = async (page: Page, to: string) => {
  await modal(page).getByRole('button', { name: 'Back', exact: true }).click()
  await modal(page, to).waitFor()
}

async function open(walk: VisualWalk, preset: LabPreset): Promise<void> {
  const { page } = walk
  // Each preset starts as a first visit: no stored connection, recent wallet or session.
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await page.goto(walk.url(preset))
  await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor()
}

async function openAccount(page: Page): Promise<Locator> {
  // The account button itself: the lab's own page may show other buttons naming an address.
  await page
    .locator('appkit-button')
    .getByRole('button', { name: /0x|bcrt1|[1-9A-HJ-NP-Za-km-z]{4}…/ })
    .first()
    .click()
  const account = modal(page, 'Account')
  await account.waitFor()
  return account
}

async function closeModal(page: Page): Promise<void> {
  await modal(page).getByRole('button', { name: 'Close', exact: true }).click()
  await modal(page).waitFor({ state: 'detached' })
}

async function disconnect(page: Page): Promise<void> {
  const account = await openAccount(page)
  await account.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await waitForLabValue(page, 'lab-status', 'disconnected')
}

/** Every row's time and every month heading: they follow the clock of the run. */
const activityTimes = (dialog: Locator) => [
  dialog.locator('.apkt-row__end-secondary'),
  dialog.locator('.apkt-activity h3, .apkt-activity .apkt-section-label'),
]
/** The network fee follows the node's gas price, which other journeys move. */
const networkFee = (dialog: Locator) => [
  dialog
    .locator('.apkt-details__item')
    .filter({ hasText: /network fee/i })
    .locator('dd'),
]
const qrCode = (dialog: Locator) => [dialog.locator('.apkt-qr')]

/**
 * The injected EVM wallet in the wagmi preset: Connect, All wallets, a declined connection, the
 * WalletConnect QR code, then connected: Account and everything it opens, a declined network
 * switch, and Swap with its review on the second chain (whose pool no other journey trades in).
 */
export async function walkWagmi(walk: VisualWalk): Promise<void> {
  const { page, capture } = walk
  await open(walk, 'wagmi')
  const connect = await openConnectView(page)
  await connect.getByRole('button', { name: LAB_WALLET.name }).first().waitFor()
  await capture('connect')

  const openAllWallets = async () => {
    await connect.getByRole('button', { name: /^All wallets/ }).click()
    await modal(page, 'All wallets').getByRole('searchbox').waitFor()
  }
  // On a desktop the dialog's top is anchored: the next view opens where this one was. (The
  // phone's bottom sheet stands on the bottom edge instead.)
  if ((page.viewportSize()?.width ?? 0) > 430) {
    await expectStaysPut(modal(page), openAllWallets, 'the dialog, from Connect to All wallets,')
  } else {
    await openAllWallets()
  }
  const allWallets = modal(page, 'All wallets')
  const walletRows = allWallets.getByRole('list', { name: 'Wallets' }).getByRole('button')
  await walletRows.first().waitFor()
  await capture('all-wallets')
  // The view keeps its height as the list narrows: on a desktop and on the phone's bottom sheet.
  const search = allWallets.getByRole('searchbox')
  await expectStaysPut(
    search,
    async () => {
      await search.fill('metamask')
      await walletRows.nth(1).waitFor({ state: 'detached' })
    },
    'the search box, while its list narrows,',
  )
  await back(page, 'Connect Wallet')

  await walk.rejectNextEvmRequest()
  await connect.getByRole('button', { name: LAB_WALLET.name }).first().click()
  await modal(page).getByRole('heading', { name: 'Connection rejected' }).waitFor()
  await capture('connecting-external-failed')
  await back(page, 'Connect Wallet')

  await connect.getByRole('button', { name: 'WalletConnect' }).first().click()
  await modal(page).locator('.apkt-qr__svg').waitFor()
  await capture('connecting-walletconnect', { mask: qrCode })
  await back(page, 'Connect Wallet')

  await connect.getByRole('button', { name: LAB_WALLET.name }).first().click()
  await waitForLabValue(page, 'lab-status', 'connected')
  await modal(page).waitFor({ state: 'detached' })
  const account = await openAccount(page)
  await account.getByText('10,000 ETH').waitFor()
  await capture('account')

  await account.getByRole('button', { name: /^Activity/ }).click()
  const activity = modal(page, 'Activity')
  // The api indexes the mints a moment after they are mined: look again until both are there.
  for (let attempt = 0; (await activity.getByRole('listitem').count()) < 2; attempt++) {
    if (attempt > 60) throw new Error('Activity does not list the two mints')
    await back(page, 'Account')
    await account.getByRole('button', { name: /^Activity/ }).click()
    await activity.getByText('Loading activity').waitFor({ state: 'detached' })
  }
  await capture('activity', { mask: activityTimes })
  await back(page, 'Account')

  await account.getByRole('button', { name: 'Receive', exact: true }).click()
  const receive = modal(page, 'Receive')
  await receive.locator('.apkt-qr__svg').waitFor()
  await capture('receive')
  // A toast lies over the view: the QR code under it stays where it is.
  await expectStaysPut(
    receive.locator('.apkt-qr__svg'),
    async () => {
      await receive.getByRole('button', { name: 'Copy address' }).click()
      await receive.getByRole('status').filter({ hasText: 'Address copied' }).waitFor()
    },
    'the QR code, under the "Address copied" toast,',
  )
  // Dismissed, so it is not in the next views' screenshots.
  await receive.getByRole('button', { name: 'Dismiss' }).click()
  await receive
    .getByRole('status')
    .filter({ hasText: 'Address copied' })
    .waitFor({ state: 'detached' })
  await back(page, 'Account')

  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = modal(page, 'Send')
  // Send starts from the native token, already chosen; its button opens the token list.
  await chosenSendToken(page).filter({ hasText: 'Ether' }).waitFor()
  await capture('send')
  await chosenSendToken(page).click()
  const tokens = send.getByRole('list', { name: 'Your tokens' })
  await tokenRow(tokens, 'Dai Stablecoin (Devnet)').waitFor()
  await capture('send-tokens')
  await chooseSendToken(page, 'Ether')
  await send.getByRole('textbox', { name: 'Amount' }).fill('1.5')
  await send.getByRole('textbox', { name: 'To' }).fill(walk.manifest.evm.accounts[1]?.address ?? '')
  await capture('send-filled')
  await send.getByRole('button', { name: 'Review send' }).click()
  await modal(page, 'Review send').getByRole('button', { name: 'Send', exact: true }).waitFor()
  await capture('send-review')
  await back(page, 'Send')
  await back(page, 'Account')

  await account.getByRole('button', { name: 'Buy', exact: true }).click()
  const buy = modal(page, 'Buy')
  await buy.getByRole('button', { name: /^Meld\.io/ }).click()
  await buy.getByRole('textbox', { name: 'Amount' }).fill('100')
  // Until the quote of the amount typed arrives (a moment after the last keystroke), the view
  // shows the purchase amount before it: 0.
  await buy
    .locator('.apkt-quote__amount')
    .filter({ hasText: /^[1-9][\d.,]* USDC$/ })
    .waitFor()
  await capture('buy')
  await back(page, 'Account')

  await account.getByRole('button', { name: 'Choose a name' }).click()
  const names = modal(page, 'Choose a name')
  await names.getByRole('textbox', { name: 'Name' }).fill('visualcheck')
  await names
    .getByRole('button', { name: /^visualcheck\./ })
    .first()
    .waitFor()
  await capture('choose-name')
  await back(page, 'Account')

  await account.getByRole('button', { name: /^Wallets/ }).click()
  await modal(page, 'Connected wallets').getByRole('region').first().waitFor()
  await capture('connected-wallets')
  await back(page, 'Account')

  await account.getByRole('button', { name: 'Devnet EVM', exact: true }).click()
  const networks = modal(page, 'Select network')
  await networks.getByRole('button', { name: 'Devnet EVM 2', exact: true }).waitFor()
  await capture('networks')
  await walk.rejectNextEvmRequest()
  await networks.getByRole('button', { name: 'Devnet EVM 2', exact: true }).click()
  await modal(page, 'Switch network').getByRole('button', { name: 'Try again' }).waitFor()
  await capture('switch-network-declined')
  await modal(page).getByRole('button', { name: 'Try again' }).click()
  await waitForLabValue(page, 'lab-chain-id', '31338')
  if (!(await modal(page, 'Account').isVisible())) {
    await modal(page).waitFor({ state: 'detached' })
    await openAccount(page)
  }

  await modal(page, 'Account').getByRole('button', { name: 'Swap', exact: true }).click()
  const swap = modal(page, 'Swap')
  await swapSideButton(page, 'Token to pay').waitFor()
  if ((await swapSideToken(page, 'Token to pay')) !== 'ETH') {
    await chooseSwapToken(page, 'Token to pay', 'ETH')
  }
  // The token list, with the second chain's tokens (they arrive from the api after the view).
  await swapSideButton(page, 'Token to receive').click()
  await modal(page, 'Select token')
    .getByRole('list', { name: 'Tokens to swap' })
    .locator('.apkt-row__description', { hasText: /^USDC$/ })
    .waitFor()
  await capture('swap-select-token')
  await back(page, 'Swap')
  await chooseSwapToken(page, 'Token to receive', 'USDC')
  await swap.getByRole('textbox', { name: 'You pay' }).fill('0.1')
  await swap.getByText('Minimum received').waitFor()
  await swap.getByRole('button', { name: 'Review swap' }).waitFor()
  await capture('swap', { mask: networkFee })
  await swap.getByRole('button', { name: 'Review swap' }).click()
  const review = modal(page, 'Review swap')
  await review
    .getByRole('button', { name: /^(Swap|Approve)/ })
    .first()
    .waitFor()
  await capture('swap-review', { mask: networkFee })
  await back(page, 'Swap')
  await back(page, 'Account')
  await closeModal(page)
  await disconnect(page)
}

/** The embedded wallet's new keys: its addresses and their pictures differ on every run. */
const embeddedIdentity = (dialog: Locator) => [
  dialog.locator('.apkt-account__header .apkt-avatar, .apkt-account__name'),
  dialog.locator(
    '.apkt-account__type .apkt-row__leading, .apkt-account__type .apkt-row__description',
  ),
]

/**
 * The embedded preset: Connect with email and socials, the social and Farcaster sign-ins, the
 * email code, then the smart account, Edit email and a signature to approve.
 */
export async function walkEmbedded(walk: VisualWalk): Promise<void> {
  const { page, capture } = walk
  await open(walk, 'embedded')
  const connect = await openConnectView(page)
  await connect.getByRole('textbox', { name: 'Email' }).waitFor()
  await connect.getByRole('button', { name: 'WalletConnect' }).first().waitFor()
  await capture('connect-embedded')

  const popup = page.waitForEvent('popup')
  await connect.getByRole('button', { name: 'Continue with Google' }).first().click()
  await modal(page, 'Social login').getByRole('heading', { name: 'Continue with Google' }).waitFor()
  await capture('connecting-social')
  await (await popup).close()
  await modal(page).getByRole('button', { name: 'Back', exact: true }).click()
  await modal(page, 'Connect Wallet').waitFor()

  await connect.getByRole('button', { name: 'Continue with Farcaster' }).click()
  await modal(page, 'Farcaster').locator('.apkt-qr__svg').waitFor()
  await capture('connecting-farcaster', { mask: qrCode })
  await back(page, 'Connect Wallet')

  await connect.getByRole('textbox', { name: 'Email' }).fill(walk.email)
  await connect.getByRole('button', { name: 'Continue with email' }).click()
  const confirm = modal(page, 'Confirm email')
  await confirm.getByRole('textbox').first().waitFor()
  const code = await readEmailCode(walk.manifest.mail.inboxUrl, walk.email)
  await capture('email-verify-otp')
  await confirm.getByRole('textbox').first().click()
  await page.keyboard.type(code)
  await waitForLabValue(page, 'lab-status', 'connected', 30_000)
  await modal(page).waitFor({ state: 'detached' })

  const account = await openAccount(page)
  await account.getByText('Smart account', { exact: true }).waitFor()
  await account.locator('.apkt-account__balance').getByText('0 ETH').waitFor()
  await capture('account-embedded', { mask: embeddedIdentity })

  await account.getByRole('button', { name: new RegExp(walk.email.replace('.', '\\.')) }).click()
  await modal(page, 'Edit email').getByRole('textbox').first().waitFor()
  await capture('update-email')
  await back(page, 'Account')
  await closeModal(page)

  await page.getByRole('button', { name: 'Sign message', exact: true }).click()
  const approve = modal(page, 'Approve transaction')
  await approve.getByRole('button', { name: 'Approve', exact: true }).waitFor()
  // The request names the embedded wallet's new address.
  await capture('approve-transaction', { mask: (dialog) => [dialog.locator('.apkt-code')] })
  await approve.getByRole('button', { name: 'Reject', exact: true }).click()
  await modal(page).waitFor({ state: 'detached' })
  await disconnect(page)
}

/** Sign-in required: the SIWX view the injected wallet meets on connecting. */
export async function walkSignIn(walk: VisualWalk): Promise<void> {
  const { page, capture } = walk
  await open(walk, 'siwx')
  const connect = await openConnectView(page)
  await connect.getByRole('button', { name: LAB_WALLET.name }).first().click()
  const signIn = modal(page, 'Sign in')
  await signIn.getByRole('button', { name: 'Sign', exact: true }).waitFor()
  await capture('sign-in')
  await signIn.getByRole('button', { name: 'Cancel', exact: true }).click()
  await waitForLabValue(page, 'lab-status', 'disconnected')
}

/** The Solana adapter's account and its Send list. */
export async function walkSolana(walk: VisualWalk): Promise<void> {
  const { page, capture } = walk
  await open(walk, 'solana')
  const connect = await openConnectView(page)
  await connect.getByRole('button', { name: LAB_SOLANA_WALLET }).first().click()
  await waitForLabValue(page, 'lab-status', 'connected')
  await modal(page).waitFor({ state: 'detached' })
  const account = await openAccount(page)
  await account.locator('.apkt-account__balance').getByText('25 SOL').waitFor()
  await capture('account-solana')
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  await chosenSendToken(page).filter({ hasText: 'Solana' }).waitFor()
  await capture('send-solana')
  await back(page, 'Account')
  await closeModal(page)
  await disconnect(page)
}

/** The Bitcoin adapter's account and Receive. */
export async function walkBitcoin(walk: VisualWalk): Promise<void> {
  const { page, capture } = walk
  await open(walk, 'bitcoin')
  const connect = await openConnectView(page)
  await connect.getByRole('button', { name: LAB_BITCOIN_WALLET }).first().click()
  await waitForLabValue(page, 'lab-status', 'connected')
  await modal(page).waitFor({ state: 'detached' })
  const account = await openAccount(page)
  await account.locator('.apkt-account__balance').getByText(/BTC$/).waitFor()
  await capture('account-bitcoin')
  await account.getByRole('button', { name: 'Receive', exact: true }).click()
  await modal(page, 'Receive').locator('.apkt-qr__svg').waitFor()
  await capture('receive-bitcoin')
  await back(page, 'Account')
  await closeModal(page)
  await disconnect(page)
}
