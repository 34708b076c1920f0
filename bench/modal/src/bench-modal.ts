import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { loadavg } from 'node:os'
import { fileURLToPath, pathToFileURL } from 'node:url'
import {
  type BenchApp,
  describeRun,
  formatRatio,
  launchChromium,
  prepareApp,
  replaceReadmeFigures,
  repoRoot,
  runCommand,
  type SnapshotDistReturnType,
  selectBenchApps,
} from '@openappkit/bench-bundle'
import { type ServeDirectoryReturnType, serveDirectory } from '@openappkit/testing/node'
import { measureClickToWallet } from './measure-click-to-wallet.ts'
import { median } from './median.ts'

// Builds both apps (BENCH_SKIP_BUILD=1 reuses existing dist folders), serves them on loopback
// and, in one headless Chromium, alternates fresh-context runs of the two: test wallet injected,
// page loaded to network idle, click on the connect button, in-page time until the wallet's entry
// is shown. One discarded warm-up run per app, then BENCH_RUNS (default 10) each.

const RUNS = Number(process.env.BENCH_RUNS ?? 10)
const WALLET_NAME = 'Bench Wallet'
const readmePath = fileURLToPath(new URL('../README.md', import.meta.url))
const skipBuild = process.env.BENCH_SKIP_BUILD === '1'
const BROWSER_WALLET_BUNDLE = new URL(
  './dist/test-wallet.global.js',
  pathToFileURL(createRequire(import.meta.url).resolve('@openappkit/testing/package.json')),
)

type AppRuns = {
  app: BenchApp
  snapshot: SnapshotDistReturnType
  server: ServeDirectoryReturnType
  times: number[]
  blocked: number[]
  retries: number
}

const ms = (value: number) => value.toFixed(1)

function renderFigures(results: readonly AppRuns[]): string {
  const lines = [
    '| app | median (ms) | min (ms) | max (ms) | runs | retried | non-local requests per run |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      ({ app, times, blocked, retries }) =>
        `| ${app.label} | **${ms(median(times))}** | ${ms(Math.min(...times))} | ${ms(Math.max(...times))} | ${times.length} | ${retries} | ${Math.min(...blocked)}-${Math.max(...blocked)} |`,
    ),
  ]
  const [ours, reown] = results
  if (ours?.app.id === 'ours' && reown?.app.id === 'reown')
    lines.push(
      '',
      `Ratio ours / reown of the medians: **${formatRatio(median(ours.times), median(reown.times))}**.`,
    )
  lines.push('', 'Every run, in order (ms):', '')
  for (const { app, times } of results) lines.push(`- ${app.label}: ${times.map(ms).join(', ')}`)
  return lines.join('\n')
}

// The wallet's browser bundle is read from the testing package's dist.
async function ensureTestWalletBundle(): Promise<void> {
  if (existsSync(fileURLToPath(BROWSER_WALLET_BUNDLE))) return
  console.warn('building @openappkit/testing (test wallet bundle)...')
  await runCommand({
    command: 'pnpm',
    args: ['--filter', '@openappkit/testing', 'build'],
    cwd: repoRoot,
  })
}

async function main(): Promise<void> {
  const loadAtStart = loadavg()[0] ?? 0
  await ensureTestWalletBundle()
  const results: AppRuns[] = []
  let browserVersion = ''
  try {
    // The bench wallet is an EIP-1193 wallet: the Solana pages would never list it.
    for (const app of selectBenchApps().filter((app) => !app.id.endsWith('solana'))) {
      const snapshot = await prepareApp({ app, skipBuild })
      results.push({
        app,
        snapshot,
        server: await serveDirectory(snapshot.dir),
        times: [],
        blocked: [],
        retries: 0,
      })
    }
    const browser = await launchChromium()
    browserVersion = browser.version()
    try {
      const run = (entry: AppRuns) =>
        measureClickToWallet({
          browser,
          url: new URL(entry.app.path, entry.server.origin).href,
          walletName: WALLET_NAME,
        })
      // One retry per run: a run that times out is logged and counted in the README.
      const runWithRetry = async (entry: AppRuns) => {
        try {
          return await run(entry)
        } catch (error) {
          entry.retries += 1
          console.warn(`${entry.app.id} run failed, retrying once: ${String(error).split('\n')[0]}`)
          return await run(entry)
        }
      }
      for (const entry of results) {
        const warmUp = await runWithRetry(entry)
        console.warn(`${entry.app.id} warm-up: ${ms(warmUp.elapsedMs)} ms, matched ${warmUp.entry}`)
      }
      for (let index = 0; index < RUNS; index += 1) {
        for (const entry of results) {
          const { elapsedMs, blocked } = await runWithRetry(entry)
          entry.times.push(elapsedMs)
          entry.blocked.push(blocked)
          console.warn(`${entry.app.id} run ${index + 1}: ${ms(elapsedMs)} ms`)
        }
      }
    } finally {
      await browser.close()
    }
  } finally {
    for (const { server, snapshot } of results) {
      await server.close()
      await snapshot.remove()
    }
  }
  const table = renderFigures(results)
  process.stdout.write(`\n${table}\n`)
  if (results.length === 2 && RUNS >= 10) {
    await replaceReadmeFigures(
      readmePath,
      `${describeRun(browserVersion, loadAtStart)}\n\n${table}`,
    )
    console.warn(`figures written to ${readmePath}`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
