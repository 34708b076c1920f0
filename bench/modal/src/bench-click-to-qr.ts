import { loadavg } from 'node:os'
import {
  benchApps,
  describeRun,
  launchChromium,
  prepareApp,
  type SnapshotDistReturnType,
} from '@openappkit/bench-bundle'
import { startRelay } from '@openappkit/relay'
import { serveDirectory } from '@openappkit/testing/node'
import { measureClickToQr } from './measure-click-to-qr.ts'
import { median } from './median.ts'

// Builds the laboratory (BENCH_SKIP_BUILD=1 reuses its dist), starts one relay (apps/relay) on
// loopback and, in one headless Chromium, alternates fresh-context runs of the lab's wagmi page
// configured two ways: WalletConnect on the WalletConnect network by `projectId` (its socket to
// wss://relay.walletconnect.org routed to the local relay) and on our relay by `relayUrl`. One
// discarded warm-up run each, then BENCH_RUNS (default 10) each.

const RUNS = Number(process.env.BENCH_RUNS ?? 10)
const skipBuild = process.env.BENCH_SKIP_BUILD === '1'
const ms = (value: number) => value.toFixed(1)

type ConfigRuns = {
  label: string
  query: string
  routed: boolean
  times: number[]
  sockets: number[]
  blocked: number[]
}

async function main(): Promise<void> {
  const loadAtStart = loadavg()[0] ?? 0
  const lab = benchApps.find((app) => app.id === 'ours')
  if (!lab) throw new Error('the bench has no laboratory app')
  const relay = await startRelay()
  let snapshot: SnapshotDistReturnType | undefined
  let browserVersion = ''
  const configs: ConfigRuns[] = [
    {
      label: 'WalletConnect network (`projectId`, socket routed to a local relay)',
      query: '?preset=wagmi&walletconnect=network',
      routed: true,
      times: [],
      sockets: [],
      blocked: [],
    },
    {
      label: 'our relay (`relayUrl`, apps/relay on loopback)',
      query: `?preset=wagmi&relay=${encodeURIComponent(relay.url)}`,
      routed: false,
      times: [],
      sockets: [],
      blocked: [],
    },
  ]
  try {
    snapshot = await prepareApp({ app: lab, skipBuild })
    const server = await serveDirectory(snapshot.dir)
    const browser = await launchChromium()
    browserVersion = browser.version()
    try {
      const run = (config: ConfigRuns) =>
        measureClickToQr({
          browser,
          url: new URL(`/${config.query}`, server.origin).href,
          walletConnectNetworkRelayUrl: config.routed ? relay.url : undefined,
        })
      for (const config of configs) {
        const warmUp = await run(config)
        console.warn(`${config.label} warm-up: ${ms(warmUp.elapsedMs)} ms`)
      }
      for (let index = 0; index < RUNS; index += 1) {
        for (const config of configs) {
          const { elapsedMs, networkSockets, blocked } = await run(config)
          config.times.push(elapsedMs)
          config.sockets.push(networkSockets)
          config.blocked.push(blocked)
          console.warn(`${config.label} run ${index + 1}: ${ms(elapsedMs)} ms`)
        }
      }
    } finally {
      await browser.close()
      await server.close()
    }
  } finally {
    await snapshot?.remove()
    await relay.stop()
  }
  const lines = [
    describeRun(browserVersion, loadAtStart),
    '',
    '| WalletConnect on | median (ms) | min (ms) | max (ms) | runs | sockets to the network per run | non-local requests per run |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...configs.map(
      ({ label, times, sockets, blocked }) =>
        `| ${label} | **${ms(median(times))}** | ${ms(Math.min(...times))} | ${ms(Math.max(...times))} | ${times.length} | ${Math.min(...sockets)}-${Math.max(...sockets)} | ${Math.min(...blocked)}-${Math.max(...blocked)} |`,
    ),
    '',
    'Every run, in order (ms):',
    '',
    ...configs.map(({ label, times }) => `- ${label}: ${times.map(ms).join(', ')}`),
  ]
  process.stdout.write(`\n${lines.join('\n')}\n`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
