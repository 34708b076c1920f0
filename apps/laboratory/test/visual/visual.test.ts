import {
  chromiumLaunchOptions,
  injectBitcoinTestWallet,
  injectSolanaTestWallet,
  injectTestWallet,
} from '@openappkit/testing/node'
import { type Browser, chromium, devices, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  blockNonLocalRequests,
  LAB_BITCOIN_WALLET,
  LAB_SOLANA_WALLET,
  LAB_WALLET,
  labPageUrl,
} from '../open-lab.ts'
import { screenshotBothThemes, THEMES } from './capture-both-themes.ts'
import {
  ARTIFACTS_DIR,
  clearArtifacts,
  compareScreenshot,
  referencesNotTaken,
  removeStaleReferences,
  UPDATING,
} from './compare-screenshot.ts'
import { findLayoutProblems } from './layout-check.ts'
import { fundVisualAccounts, type VisualAccounts } from './visual-accounts.ts'
import {
  type VisualWalk,
  walkBitcoin,
  walkEmbedded,
  walkSignIn,
  walkSolana,
  walkWagmi,
} from './visual-walk.ts'

// Every view of the modal, as a visitor reaches it through the lab's real flows against the
// devnet, compared with the committed references (test/visual/references) at 1280 px (a 900 px
// high desktop) and 360 px (a phone), dark and light; and a layout check of each: no amount or
// label cut, nothing past the viewport. A mismatch keeps the screenshot, the reference and their
// diff in test-results/visual. `UPDATE_VISUAL=1` makes the screenshots the references.

const WIDTHS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  // A phone: its user agent, touch and a 360 px viewport at one device pixel a CSS pixel (the
  // references stay small; the layout is the phone's).
  phone: {
    ...devices['Pixel 7'],
    viewport: { width: 360, height: 780 },
    screen: { width: 360, height: 780 },
    deviceScaleFactor: 1,
  },
} as const

type Width = keyof typeof WIDTHS

const WALKS = { walkWagmi, walkEmbedded, walkSignIn, walkSolana, walkBitcoin }

let browser: Browser
let accounts: VisualAccounts
const mismatches: string[] = []
const layoutProblems: string[] = []
const written = new Set<string>()
const nonLocalRequests: string[] = []

beforeAll(async () => {
  const { manifest } = inject('lab')
  await clearArtifacts()
  ;[browser, accounts] = await Promise.all([
    chromium.launch(chromiumLaunchOptions()),
    fundVisualAccounts(manifest),
  ])
})

afterAll(async () => {
  await browser?.close()
})

/** A page of `width` with the three test wallets of the visual accounts, dark to begin with. */
async function openPage(width: Width): Promise<{ page: Page; walk: Omit<VisualWalk, 'capture'> }> {
  const { manifest } = inject('lab')
  const context = await browser.newContext({
    ...WIDTHS[width],
    reducedMotion: 'reduce',
    // Receive copies the address (its toast is part of the check).
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  await blockNonLocalRequests(context, nonLocalRequests)
  const page = await context.newPage()
  const rpcUrls = Object.fromEntries(
    manifest.evm.chains.map((chain) => [String(chain.chainId), chain.rpcUrl]),
  )
  const evm = await injectTestWallet(page, {
    privateKey: accounts.evm.privateKey,
    rpcUrls,
    chainId: 31337,
    name: LAB_WALLET.name,
    rdns: LAB_WALLET.rdns,
  })
  await injectSolanaTestWallet(page, {
    secretKeys: [accounts.solanaSecretKey],
    rpcUrl: manifest.solana.rpcUrl,
    chains: [manifest.solana.caipNetworkId as `solana:${string}`],
    name: LAB_SOLANA_WALLET,
  })
  const bitcoin = manifest.bitcoin.accounts[accounts.bitcoinAccountIndex]
  await injectBitcoinTestWallet(page, {
    privateKeys: [bitcoin?.privateKey ?? ''],
    network: 'regtest',
    esploraUrl: manifest.bitcoin.esploraUrl,
    name: LAB_BITCOIN_WALLET,
  })
  const url = (preset: Parameters<typeof labPageUrl>[0]['preset']) =>
    labPageUrl({ preset, query: { theme: 'dark' } })
  await page.goto(url('wagmi'))
  return {
    page,
    walk: {
      page,
      manifest,
      url,
      // One address per page: each page is a new device of a new visitor.
      email: `visual-${width}@example.org`,
      rejectNextEvmRequest: () => evm.rejectNextRequest(),
    },
  }
}

type OpenedPage = Awaited<ReturnType<typeof openPage>> & { width: Width }

/** Walks `walk` on `page`: each view's layout checked and its screenshots compared. */
async function walkAndCompare({ page, walk, width }: OpenedPage, name: keyof typeof WALKS) {
  await WALKS[name]({
    ...walk,
    async capture(view, options = {}) {
      layoutProblems.push(
        ...(await findLayoutProblems(page)).map((problem) => `${view} at ${width}: ${problem}`),
      )
      const shots = await screenshotBothThemes(page, options)
      for (const theme of THEMES) {
        const reference = `${view}.${width}.${theme}`
        written.add(reference)
        const result = await compareScreenshot(reference, shots[theme])
        if (result.status === 'different') mismatches.push(result.message)
      }
    },
  })
}

describe('every view of the modal at 1280 and 360 px, dark and light', () => {
  let pages: OpenedPage[] = []

  beforeAll(async () => {
    pages = await Promise.all(
      (Object.keys(WIDTHS) as Width[]).map(async (width) => ({
        ...(await openPage(width)),
        width,
      })),
    )
  })

  afterAll(async () => {
    await Promise.all(pages.map(({ page }) => page.context().close()))
  })

  // The desktop and the phone walk side by side: their waits (the node, the api, a debounce)
  // overlap.
  it.each(Object.keys(WALKS) as (keyof typeof WALKS)[])(
    '%s',
    async (name) => {
      const before = mismatches.length
      const problemsBefore = layoutProblems.length
      await Promise.all(pages.map((opened) => walkAndCompare(opened, name)))
      expect(layoutProblems.slice(problemsBefore)).toEqual([])
      expect(
        mismatches.slice(before),
        `screenshots unlike their references (kept in ${ARTIFACTS_DIR})`,
      ).toEqual([])
    },
    180_000,
  )
})

describe('the references', () => {
  it('are all still taken, and no page went off this machine', async () => {
    expect(written.size).toBeGreaterThan(0)
    if (UPDATING) {
      if (mismatches.length === 0 && layoutProblems.length === 0) {
        await removeStaleReferences(written)
      }
    } else {
      // A reference no view takes any more hides nothing: UPDATE_VISUAL=1 removes it.
      expect(await referencesNotTaken(written)).toEqual([])
    }
    expect(nonLocalRequests).toEqual([])
  })
})
