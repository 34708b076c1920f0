import type pg from 'pg'
import { getAddress, type Hex } from 'viem'
import type { DevnetManifest } from '../../src/config/index.ts'
import { testWallet } from '../helpers/evm.ts'
import type { ScenarioLedger, ScenarioName } from './workloads.ts'

/** What the checks found for one scenario. */
export type ScenarioCheck = { found: number; problems: string[] }

async function rowsIn(db: pg.Client, query: string, values: string[]) {
  return (await db.query(query, [values])).rows as Record<string, unknown>[]
}

/** Every acknowledged name is stored with its owner and its address record. */
async function checkNames(db: pg.Client, ledger: ScenarioLedger): Promise<ScenarioCheck> {
  const names = ledger.acknowledged.map((entry) => entry.name ?? '')
  const rows = await rowsIn(
    db,
    `SELECT n.name, n.owner_address, a.address FROM names n
     LEFT JOIN name_addresses a ON a.name = n.name WHERE n.name = ANY($1)`,
    names,
  )
  const byName = new Map(rows.map((row) => [row.name as string, row]))
  const problems: string[] = []
  for (const { name, owner } of ledger.acknowledged) {
    const row = byName.get(name ?? '')
    if (!row) problems.push(`name ${name} acknowledged but not stored`)
    else if (row.owner_address !== owner || row.address !== owner)
      problems.push(`name ${name}: owner ${row.owner_address}, address ${row.address}`)
  }
  const orphans = await db.query(
    `SELECT count(*)::int AS count FROM names n
     WHERE NOT EXISTS (SELECT 1 FROM name_addresses a WHERE a.name = n.name)`,
  )
  if (orphans.rows[0].count !== 0) problems.push(`${orphans.rows[0].count} names without address`)
  return { found: byName.size, problems }
}

/** Every acknowledged session is stored for its account. */
async function checkSessions(db: pg.Client, ledger: ScenarioLedger): Promise<ScenarioCheck> {
  const rows = await rowsIn(
    db,
    'SELECT pci, account FROM sessions WHERE pci = ANY($1)',
    ledger.acknowledged.map((entry) => entry.pci ?? ''),
  )
  const byPci = new Map(rows.map((row) => [row.pci as string, row.account as string]))
  const problems: string[] = []
  for (const { pci, id } of ledger.acknowledged) {
    const account = byPci.get(pci ?? '')
    if (account !== id?.toLowerCase()) problems.push(`session ${pci} of ${id}: stored ${account}`)
  }
  return { found: byPci.size, problems }
}

/** Every acknowledged event is stored once. */
async function checkAnalytics(db: pg.Client, ledger: ScenarioLedger): Promise<ScenarioCheck> {
  const ids = ledger.acknowledged.map((entry) => entry.eventId ?? '')
  const rows = await rowsIn(
    db,
    'SELECT event_id FROM analytics_events WHERE event_id = ANY($1)',
    ids,
  )
  const stored = new Set(rows.map((row) => row.event_id as string))
  const problems = ids.filter((id) => !stored.has(id)).map((id) => `event ${id} not stored`)
  return { found: stored.size, problems }
}

/**
 * Every acknowledged checkout is completed with a successful delivery to its recipient, no
 * checkout is left half-done, and the treasury sent exactly one transaction per completed
 * checkout (nothing paid twice, nothing paid without its record).
 */
async function checkOnRamp(
  db: pg.Client,
  ledger: ScenarioLedger,
  manifest: DevnetManifest,
  treasury: Hex,
): Promise<ScenarioCheck> {
  const { client } = testWallet(manifest, 0)
  const problems: string[] = []
  const rows = (await db.query('SELECT id, status, tx_hash, recipient FROM onramp_sessions')).rows
  const byId = new Map(rows.map((row) => [row.id as string, row]))
  let found = 0
  for (const { id, recipient } of ledger.acknowledged) {
    const row = byId.get(id ?? '')
    if (row?.status !== 'completed' || !row.tx_hash) {
      problems.push(`checkout ${id} acknowledged but ${row?.status ?? 'missing'}`)
      continue
    }
    const receipt = await client.getTransactionReceipt({ hash: row.tx_hash as Hex })
    if (receipt.status !== 'success' || receipt.to?.toLowerCase() !== recipient)
      problems.push(`checkout ${id}: delivery ${row.tx_hash} ${receipt.status} to ${receipt.to}`)
    else found += 1
  }
  const stuck = rows.filter((row) => row.status === 'processing').map((row) => row.id)
  if (stuck.length > 0) problems.push(`checkouts left processing: ${stuck.join(', ')}`)
  const completed = rows.filter((row) => row.status === 'completed')
  const recorded = new Set(completed.map((row) => (row.tx_hash as string).toLowerCase()))
  const head = await client.getBlockNumber({ cacheTime: 0 })
  const sent = (await transactionsOf(client, head)).filter(
    (transaction) => transaction.from === getAddress(treasury),
  )
  const unrecorded = sent.filter((transaction) => !recorded.has(transaction.hash.toLowerCase()))
  if (unrecorded.length > 0)
    problems.push(`treasury payments without a completed checkout: ${unrecorded.length}`)
  if (sent.length !== recorded.size)
    problems.push(`treasury sent ${sent.length} payments for ${recorded.size} completed checkouts`)
  return { found, problems }
}

type ChainClient = ReturnType<typeof testWallet>['client']

/** Every transaction of blocks 0..head. */
async function transactionsOf(client: ChainClient, head: bigint) {
  const numbers = Array.from({ length: Number(head) + 1 }, (_, index) => BigInt(index))
  const transactions: { hash: Hex; from: Hex; blockNumber: bigint }[] = []
  for (let start = 0; start < numbers.length; start += 50) {
    const blocks = await Promise.all(
      numbers
        .slice(start, start + 50)
        .map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
    )
    for (const block of blocks)
      for (const transaction of block.transactions)
        transactions.push({
          hash: transaction.hash,
          from: getAddress(transaction.from),
          blockNumber: block.number,
        })
  }
  return transactions
}

/**
 * The indexer's rows of blocks 0..head equal the chain's transactions: none missing (no gap),
 * none extra, none twice. Returns the number of transactions compared per chain.
 */
export async function checkIndexedChains(
  db: pg.Client,
  manifest: DevnetManifest,
  heads: bigint[],
): Promise<ScenarioCheck> {
  const problems: string[] = []
  let found = 0
  for (const [chainIndex, chain] of manifest.evm.chains.entries()) {
    const head = heads[chainIndex] ?? 0n
    const onChain = await transactionsOf(testWallet(manifest, 0, chainIndex).client, head)
    const { rows } = await db.query(
      `SELECT tx_hash, block_number FROM chain_transactions
       WHERE chain_id = $1 AND block_number <= $2`,
      [chain.caipNetworkId, Number(head)],
    )
    const indexed = new Map<string, number>()
    for (const row of rows) {
      const hash = (row.tx_hash as string).toLowerCase()
      indexed.set(hash, (indexed.get(hash) ?? 0) + 1)
    }
    const expected = new Set(onChain.map((transaction) => transaction.hash.toLowerCase()))
    const missing = [...expected].filter((hash) => !indexed.has(hash))
    const extra = [...indexed.keys()].filter((hash) => !expected.has(hash))
    const twice = [...indexed.values()].filter((count) => count > 1).length
    if (missing.length + extra.length + twice > 0)
      problems.push(
        `${chain.caipNetworkId}: ${missing.length} missing, ${extra.length} extra, ${twice} twice of ${expected.size}`,
      )
    found += expected.size - missing.length
  }
  return { found, problems }
}

/** Checks every scenario's acknowledged writes against the database and the chain. */
export async function checkScenario(
  scenario: ScenarioName,
  parameters: { db: pg.Client; ledger: ScenarioLedger; manifest: DevnetManifest; treasury: Hex },
): Promise<ScenarioCheck> {
  const { db, ledger } = parameters
  if (scenario === 'names') return checkNames(db, ledger)
  if (scenario === 'sessions') return checkSessions(db, ledger)
  if (scenario === 'analytics') return checkAnalytics(db, ledger)
  return checkOnRamp(db, ledger, parameters.manifest, parameters.treasury)
}
