import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type ApiDatabase, openDatabase } from '../db/index.ts'
import { insertIndexedBatch } from '../indexer/indexed-batch.ts'
import { queryHistoryPage } from './query-history-page.ts'

const me = '0x00000000000000000000000000000000000000aa'
const pool = '0x00000000000000000000000000000000000000bb'
const router = '0x00000000000000000000000000000000000000cc'
const token = '0x00000000000000000000000000000000000000dd'
const chainId = 'eip155:1'

let database: ApiDatabase

// Block n holds one transaction of `me` mined at second n; block 3 is a swap through a pool
// whose transfers mostly do not touch `me`.
async function seed() {
  const hash = (block: number) => `0x${block.toString(16).padStart(64, '0')}`
  const transfer = (block: number, logIndex: number, from: string, to: string) => ({
    chain_id: chainId,
    tx_hash: hash(block),
    log_index: logIndex,
    block_number: block,
    kind: 'erc20' as const,
    token_address: token,
    from_address: from,
    to_address: to,
    amount: String(logIndex + 10),
    token_id: null,
  })
  const blocks = [1, 2, 3, 4, 5]
  await insertIndexedBatch(database.db, {
    chainId,
    transactions: blocks.map((block) => ({
      chain_id: chainId,
      tx_hash: hash(block),
      block_number: block,
      tx_index: 0,
      mined_at: block,
      from_address: me,
      to_address: router,
      value: '0',
      status: 'confirmed' as const,
      nonce: block,
    })),
    transfers: [
      ...blocks.filter((block) => block !== 3).map((block) => transfer(block, 0, me, pool)),
      transfer(3, 4, pool, router),
      transfer(3, 2, router, me),
      transfer(3, 1, me, router),
      transfer(3, 3, router, pool),
    ],
    accountTransactions: blocks.map((block) => ({
      account: me,
      chain_id: chainId,
      tx_hash: hash(block),
      block_number: block,
      tx_index: 0,
      mined_at: block,
    })),
  })
}

beforeEach(async () => {
  database = await openDatabase({ url: 'sqlite::memory:' })
  await seed()
})

afterEach(async () => {
  await database.destroy()
})

describe('queryHistoryPage', () => {
  it('pages newest first and reads only the account transfers, in log order', async () => {
    const read = (cursor?: Awaited<ReturnType<typeof queryHistoryPage>>['next']) =>
      queryHistoryPage(database, { account: me, chainIds: [chainId], cursor, limit: 2 })
    const first = await read()
    expect(first.transactions.map((entry) => entry.transaction.block_number)).toEqual([5, 4])
    const second = await read(first.next)
    expect(second.transactions.map((entry) => entry.transaction.block_number)).toEqual([3, 2])
    const swap = second.transactions[0]?.transfers.map((row) => [row.log_index, row.from_address])
    expect(swap).toEqual([
      [1, me],
      [2, router],
    ])
    const last = await read(second.next)
    expect(last.transactions.map((entry) => entry.transaction.block_number)).toEqual([1])
    expect(last.next).toBeUndefined()
  })

  it('reads nothing for another chain or an account without history', async () => {
    const other = await queryHistoryPage(database, {
      account: me,
      chainIds: ['eip155:10'],
      cursor: undefined,
      limit: 20,
    })
    expect(other).toEqual({ transactions: [], next: undefined })
    const stranger = await queryHistoryPage(database, {
      account: pool,
      chainIds: [chainId],
      cursor: undefined,
      limit: 20,
    })
    expect(stranger.transactions).toEqual([])
  })
})
