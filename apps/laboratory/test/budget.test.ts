import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import {
  launchChromium,
  measureInitialLoad,
  recordScriptRequests,
  sizeScripts,
} from '@openappkit/bench-bundle'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { LabPreset } from '../src/config/lab-config.ts'
import { CHUNK_MODULES_FILE, type ChunkModules } from './budget-chunk-modules.ts'
import {
  type BudgetBaseline,
  type ChunkSizes,
  describeChunks,
  describeGrowth,
  formatKib,
  type ModuleSizes,
  modulesOfPackage,
} from './budget-chunks.ts'
import { BUDGETS, type Budget, RETURNING_VISITOR } from './budget-limits.ts'
import { connectFromModal, waitForLabValue } from './lab-page-object.ts'
import { openLab } from './open-lab.ts'

// The JS each lab page fetches before its first click, gzip-9, measured on the suite's own
// production build as bench/bundle measures it (its code): headless Chromium, remote hosts
// blocked. A page over its budget fails with the chunks that grew since the baseline.
// UPDATE_BUDGET_BASELINE=1 rewrites budget-baseline.json with this run's chunks.

const baselinePath = fileURLToPath(new URL('./budget-baseline.json', import.meta.url))
const updateBaseline = process.env.UPDATE_BUDGET_BASELINE === '1'

let browser: Browser
let chunkModules: ChunkModules
let baseline: BudgetBaseline
const measured: BudgetBaseline = { cases: {}, modules: {} }

/** The lab page of `preset` on this run's devnet, relay and api, as open-lab.ts builds it. */
function labPath(preset: LabPreset): string {
  const { manifest: devnet, apiUrl, relayUrl } = inject('lab')
  const rpcUrl = (chainId: number) =>
    devnet.evm.chains.find((chain) => chain.chainId === chainId)?.rpcUrl ?? ''
  const query = new URLSearchParams({
    preset,
    api: apiUrl,
    relay: relayUrl,
    rpc31337: rpcUrl(31337),
    rpc31338: rpcUrl(31338),
    rpcSolana: devnet.solana.rpcUrl,
    esploraBitcoin: devnet.bitcoin.esploraUrl,
  })
  return `/?${query}`
}

/** Fails with the chunks that grew when `gzipBytes` is over the budget; records the figures. */
function checkBudget(
  budget: Budget,
  gzipBytes: number,
  current: { chunks: ChunkSizes; modules: ModuleSizes },
): void {
  measured.cases[budget.id] = { gzipBytes, chunks: current.chunks }
  Object.assign(measured.modules, current.modules)
  const target = budget.targetKib ? `issue 22's target: ${budget.targetKib} KiB` : 'no target yet'
  process.stdout.write(
    `${budget.id}: ${formatKib(gzipBytes)} of JS before the first click (budget ${budget.budgetKib} KiB, ${target})\n`,
  )
  if (updateBaseline || gzipBytes <= budget.budgetKib * 1024) return
  const before = baseline.cases[budget.id]
  const growth = before
    ? describeGrowth(current, { chunks: before.chunks, modules: baseline.modules })
    : '  (no baseline)'
  expect.fail(
    `${budget.id}: ${formatKib(gzipBytes)} of JS before the first click, over its budget of ${budget.budgetKib} KiB (${target}; baseline ${before ? formatKib(before.gzipBytes) : 'none'}).\nGrown since budget-baseline.json:\n${growth}`,
  )
}

beforeAll(async () => {
  const { labOrigin } = inject('lab')
  const response = await fetch(`${labOrigin}/${CHUNK_MODULES_FILE}`)
  if (!response.ok)
    throw new Error(`the lab build has no ${CHUNK_MODULES_FILE} (its plugin in vite.config.ts)`)
  chunkModules = (await response.json()) as ChunkModules
  baseline = JSON.parse(await readFile(baselinePath, 'utf8')) as BudgetBaseline
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  if (updateBaseline && Object.keys(measured.cases).length === BUDGETS.length + 1)
    await writeFile(baselinePath, `${JSON.stringify(measured, null, 2)}\n`)
})

describe('JS fetched before the first click of each lab preset, gzip', () => {
  it.each(BUDGETS)('$id stays within its budget', async (budget) => {
    const { labOrigin } = inject('lab')
    const load = await measureInitialLoad({
      browser,
      origin: labOrigin,
      path: labPath(budget.id as LabPreset),
      ready: (page) =>
        page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor({ state: 'visible' }),
    })
    expect(load.blocked, 'requests to other hosts').toEqual([])
    const current = describeChunks(load.scripts, chunkModules)
    // Issue 22: validation schemas load with the features that need them, not with the page.
    expect(modulesOfPackage(current.modules, 'zod'), 'zod modules before the first click').toEqual(
      [],
    )
    checkBudget(budget, load.gzipBytes, current)
  })

  it('a returning visitor (wagmi preset, stored session) stays within its budget until the address shows', async () => {
    const { labOrigin } = inject('lab')
    // Account 3 sends nothing, so files connecting it can run side by side.
    const lab = await openLab({ accountIndex: 3, preset: 'wagmi' })
    try {
      await waitForLabValue(lab.page, 'lab-status', 'disconnected')
      await connectFromModal(lab.page)
      const requests = recordScriptRequests(lab.context, labOrigin)
      await lab.page.reload()
      await waitForLabValue(lab.page, 'lab-address', lab.account.address)
      await requests.settled()
      const load = await sizeScripts({ pathnames: requests.pathnames(), origin: labOrigin })
      expect(lab.nonLocalRequests, 'requests to other hosts').toEqual([])
      checkBudget(RETURNING_VISITOR, load.gzipBytes, describeChunks(load.scripts, chunkModules))
    } finally {
      await lab.close()
    }
  })
})
