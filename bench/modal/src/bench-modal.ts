import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type BenchApp,
  formatRatio,
  launchChromium,
  replaceReadmeFigures,
  type ServeStaticReturnType,
  selectBenchApps,
  serveStatic,
  today,
} from '@openappkit/bench-bundle'
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

type AppRuns = { app: BenchApp; server: ServeStaticReturnType; times: number[]; blocked: number[] }

const ms = (value: number) => value.toFixed(1)

function renderFigures(results: readonly AppRuns[]): string {
  const lines = [
    '| app | median (ms) | min (ms) | max (ms) | runs | non-local requests per run |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      ({ app, times, blocked }) =>
        `| ${app.label} | **${ms(median(times))}** | ${ms(Math.min(...times))} | ${ms(Math.max(...times))} | ${times.length} | ${Math.min(...blocked)}-${Math.max(...blocked)} |`,
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

async function main(): Promise<void> {
  const apps = selectBenchApps()
  for (const app of apps) {
    if (skipBuild && existsSync(join(app.distDir, 'index.html'))) continue
    console.warn(`building ${app.label}...`)
    await app.build()
  }
  const results: AppRuns[] = []
  for (const app of apps)
    results.push({ app, server: await serveStatic(app.distDir), times: [], blocked: [] })
  const browser = await launchChromium()
  try {
    const run = (entry: AppRuns) =>
      measureClickToWallet({
        browser,
        url: new URL(entry.app.path, entry.server.origin).href,
        walletName: WALLET_NAME,
      })
    for (const entry of results) {
      const warmUp = await run(entry)
      console.warn(`${entry.app.id} warm-up: ${ms(warmUp.elapsedMs)} ms, matched ${warmUp.entry}`)
    }
    for (let index = 0; index < RUNS; index += 1) {
      for (const entry of results) {
        const { elapsedMs, blocked } = await run(entry)
        entry.times.push(elapsedMs)
        entry.blocked.push(blocked)
        console.warn(`${entry.app.id} run ${index + 1}: ${ms(elapsedMs)} ms`)
      }
    }
  } finally {
    await browser.close()
    for (const { server } of results) await server.close()
  }
  const table = renderFigures(results)
  process.stdout.write(`\n${table}\n`)
  if (results.length === 2) {
    const browserVersion = await launchChromium().then(async (versionBrowser) => {
      const version = versionBrowser.version()
      await versionBrowser.close()
      return version
    })
    await replaceReadmeFigures(
      readmePath,
      `Measured ${today()} on a 2-core VM (Node 20.20, Chromium ${browserVersion}).\n\n${table}`,
    )
    console.warn(`figures written to ${readmePath}`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
