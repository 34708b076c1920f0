import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serveDirectory } from '@openappkit/testing/node'
import { launchChromium } from './chromium.ts'
import { describeRun, formatKb } from './format.ts'
import { type KitApp, kitApps } from './kit-apps.ts'
import { type MeasureKitTimingsReturnType, measureKitTimings } from './measure-kit-timings.ts'
import { median } from './median.ts'
import { replaceReadmeFigures } from './replace-readme-figures.ts'
import { type SnapshotDistReturnType, snapshotDist } from './snapshot-dist.ts'

// The kit comparison of issue 22: builds the four one-button pages, then measures them in one
// pass of headless Chromium, BENCH_RUNS (default 5) rounds interleaved after a discarded warm-up
// round, and writes the medians into README.md. BENCH_SKIP_BUILD=1 reuses existing dist folders.

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url))
const skipBuild = process.env.BENCH_SKIP_BUILD === '1'
const runs = Number(process.env.BENCH_RUNS ?? 5)
const WALLET_NAME = 'Bench Wallet'

type Served = {
  app: KitApp
  snapshot: SnapshotDistReturnType
  origin: string
  close(): Promise<void>
}

const formatMs = (ms: number) => `${Math.round(ms)} ms`
const formatKib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

function renderTable(results: Map<KitApp, MeasureKitTimingsReturnType[]>): string {
  const lines = [
    '| kit | JS before the first click, gzip | t_button (median) | t_modal (median) | t_button range | t_modal range | remote requests per run | reload → address (median) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ]
  for (const [app, samples] of results) {
    const buttons = samples.map((sample) => sample.buttonMs)
    const modals = samples.map((sample) => sample.modalMs)
    const blocked = samples.map((sample) => sample.blocked.length)
    const reconnects = samples.flatMap((sample) =>
      sample.reconnectMs === undefined ? [] : [sample.reconnectMs],
    )
    const reconnect = reconnects.length > 0 ? `**${formatMs(median(reconnects))}**` : '—'
    lines.push(
      `| ${app.label} | ${formatKib(median(samples.map((sample) => sample.gzipBytes)))} | **${formatMs(median(buttons))}** | **${formatMs(median(modals))}** | ${formatMs(Math.min(...buttons))}–${formatMs(Math.max(...buttons))} | ${formatMs(Math.min(...modals))}–${formatMs(Math.max(...modals))} | ${Math.min(...blocked)}–${Math.max(...blocked)} | ${reconnect} |`,
    )
  }
  return lines.join('\n')
}

function renderHosts(results: Map<KitApp, MeasureKitTimingsReturnType[]>): string {
  const lines = ['Remote hosts attempted in the first run (all aborted):', '']
  for (const [app, [first]] of results) {
    const counts = new Map<string, number>()
    for (const attempt of first?.blocked ?? []) {
      const host = new URL(attempt.split(' ')[1] ?? '').host
      counts.set(host, (counts.get(host) ?? 0) + 1)
    }
    const hosts = [...counts].map(([host, count]) => `${host} (${count})`).join(', ')
    lines.push(`- ${app.label}: ${hosts || 'none'}`)
  }
  return lines.join('\n')
}

async function main(): Promise<void> {
  const loadAtStart = loadavg()[0] ?? 0
  const served: Served[] = []
  const results = new Map<KitApp, MeasureKitTimingsReturnType[]>()
  let browserVersion = ''
  try {
    for (const app of kitApps) {
      if (
        !skipBuild ||
        !existsSync(join(app.distDir, app.path === '/' ? 'index.html' : app.path))
      ) {
        console.warn(`building ${app.label}...`)
        console.warn(`  built in ${((await app.build()) / 1000).toFixed(1)} s`)
      }
      const snapshot = await snapshotDist(app.distDir)
      const server = await serveDirectory(snapshot.dir)
      served.push({ app, snapshot, origin: server.origin, close: server.close })
      results.set(app, [])
    }
    const browser = await launchChromium()
    browserVersion = browser.version()
    try {
      // Round 0 warms the disk cache and Chromium's code caches up; it is not counted.
      for (let round = 0; round <= runs; round += 1) {
        // Each round starts with another app, so none is always first after a pause.
        const order = served.map((_, index) => served[(index + round) % served.length] as Served)
        for (const { app, origin } of order) {
          const sample = await measureKitTimings({
            browser,
            origin,
            path: app.path,
            walletName: WALLET_NAME,
            returningVisitor: app.returningVisitor,
          })
          const reconnect =
            sample.reconnectMs === undefined ? '' : `, reconnect ${formatMs(sample.reconnectMs)}`
          process.stdout.write(
            `round ${round} ${app.id}: t_button ${formatMs(sample.buttonMs)}, t_modal ${formatMs(sample.modalMs)}${reconnect}, ${formatKb(sample.gzipBytes)} JS in ${sample.scriptCount} files, ${sample.blocked.length} remote, entry ${sample.walletEntry}\n`,
          )
          if (round > 0) results.get(app)?.push(sample)
        }
      }
    } finally {
      await browser.close()
    }
  } finally {
    for (const entry of served) {
      await entry.close()
      await entry.snapshot.remove()
    }
  }
  const figures = [
    `${describeRun(browserVersion, loadAtStart)} ${runs} runs per kit, interleaved.`,
    renderTable(results),
    renderHosts(results),
  ].join('\n\n')
  process.stdout.write(`\n${figures}\n`)
  await replaceReadmeFigures(readmePath, figures, 'kits')
  console.warn(`kit figures written to ${readmePath}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
