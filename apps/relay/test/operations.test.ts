import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format'
import { afterEach, describe, expect, it } from 'vitest'
import { type StartRelayReturnType, startRelay } from '../src/index.ts'
import { closeOf, openRawSocket, type RawSocket } from './raw-socket.ts'

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url))
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

const TOPIC = 'ef'.repeat(32)

let relay: StartRelayReturnType | undefined
const sockets: RawSocket[] = []

afterEach(async () => {
  for (const socket of sockets.splice(0)) await socket.close()
  await relay?.stop()
  relay = undefined
})

const httpOf = (url: string) => url.replace(/^ws/, 'http')

async function scrape(url: string): Promise<Map<string, ParsedFamily>> {
  const response = await fetch(`${httpOf(url)}/metrics`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  // Throws on any line that is not the Prometheus text format.
  const families = parsePrometheusTextFormat(await response.text())
  return new Map(families.map((family) => [family.name, family]))
}

const gauge = (families: Map<string, ParsedFamily>, name: string) =>
  Number(families.get(name)?.metrics[0]?.value)

describe('the relay operations endpoints', () => {
  it('exports sockets, topics, mailbox depth and requests in the Prometheus text format', async () => {
    relay = await startRelay()
    for (let index = 0; index < 3; index += 1) sockets.push(await openRawSocket(relay.url))
    const [publisher, subscriber] = sockets as [RawSocket, RawSocket]
    await subscriber.call('irn_subscribe', { topic: TOPIC })
    // Two messages nobody has acknowledged yet, on a topic nobody listens to.
    for (const message of ['one', 'two']) {
      await publisher.call('irn_publish', { topic: 'aa'.repeat(32), message, ttl: 300, tag: 1 })
    }
    const families = await scrape(relay.url)
    expect(gauge(families, 'openappkit_relay_sockets')).toBe(3)
    expect(gauge(families, 'openappkit_relay_subscribed_topics')).toBe(1)
    expect(gauge(families, 'openappkit_relay_mailbox_messages')).toBe(2)
    expect(families.get('openappkit_relay_requests_total')?.metrics).toEqual(
      expect.arrayContaining([
        { value: '2', labels: { method: 'irn_publish', outcome: 'ok' } },
        { value: '1', labels: { method: 'irn_subscribe', outcome: 'ok' } },
      ]),
    )
    const latency = families.get('openappkit_relay_request_duration_seconds')
    expect(latency?.type).toBe('HISTOGRAM')
    // The parser folds a labelled histogram's series into one: its buckets are there.
    expect(latency?.metrics[0]?.buckets?.['+Inf']).toBeDefined()
    expect(families.get('process_resident_memory_bytes')?.type).toBe('GAUGE')

    await sockets.pop()?.close()
    await expect
      .poll(async () => gauge(await scrape(relay?.url ?? ''), 'openappkit_relay_sockets'))
      .toBe(2)
  })

  it('asks for the bearer token when one is set', async () => {
    relay = await startRelay({ metricsToken: 'a-token-for-the-scraper' })
    expect((await fetch(`${httpOf(relay.url)}/metrics`)).status).toBe(401)
    const allowed = await fetch(`${httpOf(relay.url)}/metrics`, {
      headers: { authorization: 'Bearer a-token-for-the-scraper' },
    })
    expect(allowed.status).toBe(200)
  })

  it('on SIGTERM asks every socket to close with 1001 and exits 0', async () => {
    const child = spawn(
      process.execPath,
      ['--conditions=@openappkit/source', '--import', TSX, CLI, '--port', '0'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    )
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    try {
      let output = ''
      const url = await new Promise<string>((resolve, reject) => {
        child.stderr?.on('data', (chunk: Buffer) => {
          output += chunk.toString('utf8')
          const found = /relay listening on (ws:\/\/\S+)/.exec(output)?.[1]
          if (found) resolve(found)
        })
        child.once('exit', () => reject(new Error(`the relay exited: ${output}`)))
      })
      const ready = await fetch(`${httpOf(url)}/ready`)
      expect(ready.status).toBe(200)
      expect(await ready.json()).toEqual({
        status: 'ready',
        draining: false,
        store: true,
        sockets: 0,
      })
      const socket = await openRawSocket(url)
      const closed = closeOf(socket.socket)
      child.kill('SIGTERM')
      expect(await closed).toEqual({ code: 1001, reason: 'The relay is shutting down' })
      expect(await exited).toBe(0)
      expect(output).toContain('"message":"relay: SIGTERM, stopping","sockets":1')
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  })
})
