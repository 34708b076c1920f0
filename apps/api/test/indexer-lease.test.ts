import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiDatabase, openDatabase } from '../src/db/index.ts'
import { createIndexerLease, IndexerConflictError } from '../src/indexer/index.ts'
import { silentLogger } from '../src/server/api-context.ts'
import { type ApiCliProcess, parseLogLine, startApiCli } from './helpers/api-cli-process.ts'
import { eventually, freshAddress, testWallet, waitForReceipt } from './helpers/evm.ts'
import { testDatabaseKinds } from './helpers/test-databases.ts'
import { useTestStack } from './helpers/use-test-stack.ts'

const CHAIN = 'eip155:31337'

describe('the indexer lease', () => {
  let database: ApiDatabase
  beforeAll(async () => {
    database = await openDatabase({ url: 'sqlite::memory:' })
  })
  afterAll(async () => {
    await database?.destroy()
  })
  const lease = (holder: string) =>
    createIndexerLease({
      db: database.db,
      chainId: 'eip155:1',
      holder,
      ttlMs: 300,
      renewMs: 100,
      logger: silentLogger,
    })

  it('has one holder at a time; another takes over once it expires or is given up', async () => {
    const [first, second] = [lease('first'), lease('second')]
    expect(await first.renew()).toBe(true)
    expect(await second.renew()).toBe(false)
    expect(first.held()).toBe(true)
    await database.db.transaction().execute((trx) => first.confirm(trx))
    await expect(
      database.db.transaction().execute((trx) => second.confirm(trx)),
    ).rejects.toBeInstanceOf(IndexerConflictError)

    // The first holder stops renewing (as if it hung or died): the second gets it after the TTL.
    await eventually(
      () => second.renew(),
      (held) => held,
      2_000,
    )
    await expect(
      database.db.transaction().execute((trx) => first.confirm(trx)),
    ).rejects.toBeInstanceOf(IndexerConflictError)
    expect(await first.renew()).toBe(false)

    // Giving it up lets a third process in at once.
    await second.stop()
    expect(await lease('third').renew()).toBe(true)
  })
})

describe.each(testDatabaseKinds())('two indexer processes, the holder killed (%s)', (kind) => {
  const stack = useTestStack(kind, { api: false, database: kind === 'postgres' })
  let directory: string
  const running: ApiCliProcess[] = []

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'openappkit-lease-'))
  })
  afterAll(async () => {
    for (const cli of running) cli.child.kill('SIGKILL')
    await Promise.all(running.map((cli) => cli.exited()))
    await rm(directory, { recursive: true, force: true })
  })

  const acquired = (line: string) => {
    const log = parseLogLine(line)
    return log?.message === 'indexer lease acquired' && log.chainId === CHAIN
  }

  it('hands the chain over within seconds, with no transaction missing or stored twice', async () => {
    const url = kind === 'sqlite' ? `sqlite:${join(directory, 'api.sqlite')}` : stack.database.url
    const configPath = join(directory, 'config.json')
    await writeFile(configPath, JSON.stringify({ indexerLease: { ttlMs: 1_000, renewMs: 200 } }))
    const args = ['--indexer-only', '--manifest', stack.devnet.manifestPath, '--database', url]
    const start = () => {
      const cli = startApiCli(args, { OPENAPPKIT_API_CONFIG: configPath })
      running.push(cli)
      return cli
    }
    const holder = start()
    await holder.waitForLine(acquired, 40_000)
    const standby = start()
    await standby.waitForLine((line) => line.startsWith('api indexers running'))
    expect(standby.output()).not.toContain('indexer lease acquired')

    const sender = testWallet(stack.devnet.manifest, 6)
    const sent: Hex[] = []
    const send = async () => {
      const hash = await sender.wallet.sendTransaction({ to: freshAddress(), value: 1_000n })
      await waitForReceipt(sender.client, hash)
      sent.push(hash)
    }
    for (let index = 0; index < 8; index += 1) await send()
    holder.child.kill('SIGKILL')
    const killedAt = Date.now()
    // Blocks keep coming while nobody indexes, and while the standby takes over.
    const during = (async () => {
      for (let index = 0; index < 8; index += 1) await send()
    })()
    await standby.waitForLine(acquired, 15_000)
    const takeoverMs = Date.now() - killedAt
    await during
    for (let index = 0; index < 4; index += 1) await send()
    expect(takeoverMs).toBeLessThan(5_000)

    const head = Number(await sender.client.getBlockNumber({ cacheTime: 0 }))
    const reader = await openDatabase({ url })
    const onChain: string[] = []
    try {
      await eventually(
        async () =>
          (
            await reader.db
              .selectFrom('indexer_state')
              .select('next_block')
              .where('chain_id', '=', CHAIN)
              .executeTakeFirst()
          )?.next_block ?? 0,
        (next) => next > head,
        20_000,
      )
      for (let block = 0; block <= head; block += 1) {
        const { transactions } = await sender.client.getBlock({ blockNumber: BigInt(block) })
        onChain.push(...transactions)
      }
      const stored = await reader.db
        .selectFrom('chain_transactions')
        .select('tx_hash')
        .where('chain_id', '=', CHAIN)
        .where('block_number', '<=', head)
        .execute()
      const history = await reader.db
        .selectFrom('account_transactions')
        .select(['account', 'tx_hash'])
        .where('chain_id', '=', CHAIN)
        .where('tx_hash', 'in', sent)
        .execute()
      expect(stored.map((row) => row.tx_hash).sort()).toEqual([...onChain].sort())
      expect(onChain).toEqual(expect.arrayContaining(sent))
      // Each sent transfer is in the history of its sender and of its recipient, once.
      expect(history).toHaveLength(sent.length * 2)
    } finally {
      await reader.destroy()
    }
    process.stderr.write(
      `indexer lease (${kind}): takeover ${takeoverMs} ms after kill -9; ${onChain.length} transactions in blocks 0-${head}, ${sent.length} sent around the kill\n`,
    )
    standby.child.kill('SIGTERM')
    expect(await standby.exited()).toBe(0)
  }, 180_000)
})
