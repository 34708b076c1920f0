import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { serveDirectory } from '@openappkit/testing/node'
import { type BenchApp, selectBenchApps } from './bench-apps.ts'
import { launchChromium } from './chromium.ts'
import { describeRun, formatKb, formatRatio } from './format.ts'
import { type JsOnDiskReturnType, measureJsOnDisk } from './gzip-size.ts'
import { type MeasureInitialLoadReturnType, measureInitialLoad } from './measure-initial-load.ts'
import { type PrepareAppReturnType, prepareApp } from './prepare-app.ts'
import { replaceReadmeFigures } from './replace-readme-figures.ts'

// Builds both apps, then loads each once in headless Chromium (non-loopback requests aborted)
// and sums gzip-9 sizes of the JS the page requested before any interaction. Writes the figures
// into README.md when both sides were measured. BENCH_SKIP_BUILD=1 reuses existing dist folders.

type PreparedApp = { app: BenchApp; prepared: PrepareAppReturnType; disk: JsOnDiskReturnType }
type AppFigures = PreparedApp & { initial: MeasureInitialLoadReturnType }

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url))
const skipBuild = process.env.BENCH_SKIP_BUILD === '1'

function hostsOf(blocked: readonly string[]): string {
  const counts = new Map<string, number>()
  for (const attempt of blocked) {
    const host = new URL(attempt.split(' ')[1] ?? '').host
    counts.set(host, (counts.get(host) ?? 0) + 1)
  }
  return [...counts].map(([host, count]) => `${host} (${count})`).join(', ') || 'none'
}

function renderFigures(figures: readonly AppFigures[]): string {
  const rows = figures.map(({ app, initial, disk }) =>
    [
      app.label,
      initial.scripts.length,
      formatKb(initial.rawBytes),
      `**${formatKb(initial.gzipBytes)}**`,
      disk.files,
      formatKb(disk.gzipBytes),
      initial.blocked.length,
    ].join(' | '),
  )
  const lines = [
    '| app | initial JS files | initial JS raw | initial JS gzip | all JS chunks | all JS gzip | non-local requests |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row} |`),
  ]
  const pairs = [
    ['ours', 'reown', 'wagmi'],
    ['ours-solana', 'reown-solana', 'Solana'],
  ] as const
  for (const [oursId, reownId, family] of pairs) {
    const ours = figures.find(({ app }) => app.id === oursId)
    const reown = figures.find(({ app }) => app.id === reownId)
    if (!ours || !reown) continue
    lines.push(
      '',
      `Ratio ours / reown (${family}), initial-load JS gzip: **${formatRatio(ours.initial.gzipBytes, reown.initial.gzipBytes)}** (goal: at most 0.50); all JS chunks gzip: ${formatRatio(ours.disk.gzipBytes, reown.disk.gzipBytes)}.`,
    )
  }
  lines.push('', 'Non-local requests attempted during the load (all aborted), by host:', '')
  for (const { app, initial } of figures) lines.push(`- ${app.label}: ${hostsOf(initial.blocked)}`)
  for (const { app, initial } of figures) {
    if (initial.blocked.length === 0) continue
    lines.push('', `Every attempt of ${app.label}, in order:`, '')
    for (const attempt of initial.blocked) lines.push(`- \`${attempt}\``)
  }
  return lines.join('\n')
}

async function main(): Promise<void> {
  const loadAtStart = loadavg()[0] ?? 0
  const prepared: PreparedApp[] = []
  const figures: AppFigures[] = []
  let browserVersion = ''
  try {
    for (const app of selectBenchApps()) {
      const snapshot = await prepareApp({ app, skipBuild })
      prepared.push({ app, prepared: snapshot, disk: await measureJsOnDisk(snapshot.dir) })
    }
    const browser = await launchChromium()
    browserVersion = browser.version()
    try {
      for (const entry of prepared) {
        const server = await serveDirectory(entry.prepared.dir)
        try {
          const initial = await measureInitialLoad({
            browser,
            origin: server.origin,
            path: entry.app.path,
            distDir: entry.prepared.dir,
          })
          figures.push({ ...entry, initial })
        } finally {
          await server.close()
        }
      }
    } finally {
      await browser.close()
    }
  } finally {
    for (const entry of prepared) await entry.prepared.remove()
  }
  for (const { app, initial } of figures) {
    process.stdout.write(`\n${app.label}: JS requested before any click\n`)
    for (const script of initial.scripts)
      process.stdout.write(
        `  ${script.path}  ${formatKb(script.rawBytes)} raw, ${formatKb(script.gzipBytes)} gzip\n`,
      )
    process.stdout.write(`  aborted non-local attempts: ${initial.blocked.length}\n`)
    for (const attempt of initial.blocked) process.stdout.write(`    ${attempt}\n`)
  }
  const table = renderFigures(figures)
  process.stdout.write(`\n${table}\n`)
  if (
    figures.some(({ app }) => app.id === 'ours') &&
    figures.some(({ app }) => app.id === 'reown')
  ) {
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
