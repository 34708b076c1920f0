import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import {
  configFromDevnetManifest,
  type DevnetManifest,
  mergeConfig,
} from '../../src/config/index.ts'
import { type PostgresCluster, startPostgresCluster } from '../../src/dev/postgres-cluster.ts'
import { startTestDevnet, type TestDevnet } from '../helpers/start-test-devnet.ts'
import { buildApiBundle } from './build-api-bundle.ts'

/** The parts the fault harness runs: one devnet, a private PostgreSQL cluster, one database. */
export type FaultStack = {
  manifest: DevnetManifest
  /** The bundled api command line the processes run. */
  entry: string
  /** The first EVM chain (names, sessions and checkouts use it) and its on-ramp network name. */
  caipNetworkId: string
  onRampNetwork: string
  configPath: string
  cluster: PostgresCluster
  databaseUrl: string
  databaseName: string
  /** A new superuser connection to the cluster. */
  admin(): Promise<pg.Client>
  /** A new connection to the api's database. */
  connect(): Promise<pg.Client>
  stop(): Promise<void>
}

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Starts a devnet and a PostgreSQL cluster of the harness's own (it restarts it, so it cannot be
 * the suite's shared one), creates the database, writes the api configuration (devnet defaults,
 * no rate limit or event cap, the Solana indexer off: the faults target the EVM indexer) and migrates once so
 * the processes killed later never race on the schema.
 */
export async function startFaultStack(): Promise<FaultStack> {
  const cleanups: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
  }
  try {
    const devnet: TestDevnet = await startTestDevnet()
    cleanups.push(devnet.stop)
    const cluster = await startPostgresCluster()
    cleanups.push(cluster.stop)
    const admin = async () => {
      const client = new pg.Client({ connectionString: cluster.url })
      await client.connect()
      return client
    }
    const databaseName = 'api_faults'
    const client = await admin()
    await client.query(`CREATE DATABASE ${databaseName}`)
    await client.end()
    const url = new URL(cluster.url)
    url.pathname = `/${databaseName}`
    const databaseUrl = url.toString()

    const directory = mkdtempSync(join(tmpdir(), 'oak-api-faults-'))
    cleanups.push(async () => rmSync(directory, { recursive: true, force: true }))
    const defaults = configFromDevnetManifest(devnet.manifest)
    const caipNetworkId = devnet.manifest.evm.chains[0]?.caipNetworkId ?? ''
    const onRampNetwork = defaults.onramp?.assets
      ?.find((asset) => asset.id === 'ETH')
      ?.networks.find((network) => network.caipNetworkId === caipNetworkId)?.name
    if (!onRampNetwork) throw new Error(`the devnet on-ramp sells no ETH on ${caipNetworkId}`)
    const config = mergeConfig(defaults, {
      database: { url: databaseUrl },
      rateLimit: { max: 0 },
      // The harness sends far more events from one address than a browser would.
      analytics: { maxEventsPerMinute: 0 },
      chains: defaults.chains.map((chain) =>
        chain.namespace === 'solana' ? { ...chain, indexer: { enabled: false } } : chain,
      ),
    })
    const configPath = join(directory, 'api.json')
    writeFileSync(configPath, JSON.stringify(config))
    const entry = await buildApiBundle()
    cleanups.push(async () => rmSync(entry, { force: true }))
    const migrated = spawnSync(
      process.execPath,
      [entry, '--config', configPath, '--migrate-only'],
      {
        cwd: API_ROOT,
        encoding: 'utf8',
      },
    )
    if (migrated.status !== 0) throw new Error(`api --migrate-only failed: ${migrated.stderr}`)
    return {
      manifest: devnet.manifest,
      entry,
      caipNetworkId,
      onRampNetwork,
      configPath,
      cluster,
      databaseUrl,
      databaseName,
      admin,
      async connect() {
        const connection = new pg.Client({ connectionString: databaseUrl })
        await connection.connect()
        return connection
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
