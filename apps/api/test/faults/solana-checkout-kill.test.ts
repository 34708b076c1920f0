import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configFromDevnetManifest, mergeConfig } from '../../src/config/index.ts'
import { openDatabase } from '../../src/db/index.ts'
import { freshSolanaAddress, solanaRpc } from '../helpers/solana.ts'
import { startTestDevnet, type TestDevnet } from '../helpers/start-test-devnet.ts'
import { killAllApiProcesses, spawnApiProcess } from './api-process.ts'
import { buildApiBundle } from './build-api-bundle.ts'
import { startHoldingRpcProxy } from './holding-rpc-proxy.ts'

// Below Linux's ephemeral range, like faults.test.ts's: the restarted process needs a port no
// outgoing connection can be holding.
const PORTS = { killed: 24_101, restarted: 24_102 }

let devnet: TestDevnet
let directory: string
let entry: string

beforeAll(async () => {
  ;[devnet, entry] = await Promise.all([startTestDevnet(), buildApiBundle()])
  directory = mkdtempSync(join(tmpdir(), 'oak-api-solana-kill-'))
}, 120_000)

afterAll(async () => {
  await killAllApiProcesses()
  await devnet?.stop()
  if (directory) rmSync(directory, { recursive: true, force: true })
  if (entry) rmSync(entry, { force: true })
})

/** An api configuration over the devnet and one SQLite file, its Solana RPC at `solanaRpcUrl`. */
function writeConfig(name: string, solanaRpcUrl: string): string {
  const defaults = configFromDevnetManifest(devnet.manifest)
  const config = mergeConfig(defaults, {
    database: { url: `sqlite:${join(directory, 'api.sqlite')}` },
    rateLimit: { max: 0 },
    chains: defaults.chains.map((chain) =>
      chain.namespace === 'solana'
        ? { ...chain, rpcUrl: solanaRpcUrl, indexer: { enabled: false } }
        : chain,
    ),
  })
  const path = join(directory, `${name}.json`)
  writeFileSync(path, JSON.stringify(config))
  return path
}

describe('kill -9 during a Solana on-ramp delivery', () => {
  it('delivers exactly once after a process died between the claim and the send', async () => {
    const rpcUrl = devnet.manifest.solana.rpcUrl
    const proxy = await startHoldingRpcProxy(rpcUrl, 'sendTransaction')
    const api = (port: number) => `http://127.0.0.1:${port}`
    try {
      const first = await spawnApiProcess({
        entry,
        configPath: writeConfig('killed', proxy.url),
        port: PORTS.killed,
      })
      const recipient = freshSolanaAddress()
      const opened = await fetch(`${api(PORTS.killed)}/v1/generators/onrampurl`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          destinationWallets: [
            { address: recipient, blockchains: ['solana-devnet'], assets: ['SOL'] },
          ],
          partnerUserId: 'solana-kill',
        }),
      })
      expect(opened.status).toBe(200)
      const path = new URL(((await opened.json()) as { url: string }).url).pathname
      const form = new URLSearchParams({
        option: '0',
        currency: 'USD',
        method: 'card',
        amount: '150.00',
        cardNumber: '4242424242424242',
        cardExpiry: '12/40',
        cardCvc: '123',
      })
      // The buyer's request dies with the process: its answer is never read.
      const paying = fetch(`${api(PORTS.killed)}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      }).catch(() => undefined)
      await proxy.held
      await first.kill()
      await paying

      const id = path.split('/').at(-1) ?? ''
      const database = await openDatabase({
        url: `sqlite:${join(directory, 'api.sqlite')}`,
        poolSize: 1,
      })
      const claimed = await database.db
        .selectFrom('onramp_sessions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
        .finally(() => database.destroy())
      expect(claimed).toMatchObject({ status: 'processing', recipient })
      expect(claimed.delivery_tx).toBeTruthy()
      const balance = async () =>
        BigInt((await solanaRpc<{ value: number }>(rpcUrl, 'getBalance', [recipient])).value)
      expect(await balance()).toBe(0n)

      await spawnApiProcess({
        entry,
        configPath: writeConfig('restarted', rpcUrl),
        port: PORTS.restarted,
      })
      const look = async () =>
        (await (await fetch(`${api(PORTS.restarted)}/v1/onramp/checkout/${id}`)).json()) as {
          status: string
          txHash: string
        }
      expect(await look()).toMatchObject({ status: 'completed', txHash: claimed.tx_hash })
      expect(await look()).toMatchObject({ status: 'completed', txHash: claimed.tx_hash })
      expect(await balance()).toBe(parseUnits(claimed.purchase_amount ?? '', 9))
    } finally {
      await proxy.stop()
    }
  })
})
