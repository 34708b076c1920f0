import BetterSqlite3 from 'better-sqlite3'
import { Kysely, SqliteDialect, sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { cacheSqliteStatements } from './sqlite-statement-cache.ts'

type Tables = { items: { id: number; name: string } }

const opened: BetterSqlite3.Database[] = []

function open(capacity?: number) {
  const database = new BetterSqlite3(':memory:')
  opened.push(database)
  const texts: string[] = []
  const prepare = database.prepare.bind(database)
  database.prepare = ((text: string) => {
    texts.push(text)
    return prepare(text)
  }) as typeof database.prepare
  const cached = cacheSqliteStatements({ database, capacity })
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: cached }) })
  return { db, cached, texts }
}

afterEach(() => {
  for (const database of opened.splice(0)) if (database.open) database.close()
})

describe('cacheSqliteStatements', () => {
  it('prepares a SQL text once and runs it again with other values', async () => {
    const { db, texts } = open()
    await db.schema
      .createTable('items')
      .addColumn('id', 'integer')
      .addColumn('name', 'text')
      .execute()
    for (const [id, name] of [
      [1, 'one'],
      [2, 'two'],
      [3, 'three'],
    ] as const) {
      await db.insertInto('items').values({ id, name }).execute()
    }
    const byId = (id: number) =>
      db.selectFrom('items').select('name').where('id', '=', id).executeTakeFirst()
    expect(await byId(2)).toEqual({ name: 'two' })
    expect(await byId(3)).toEqual({ name: 'three' })
    expect(await byId(9)).toBeUndefined()
    const inserts = texts.filter((text) => text.startsWith('insert'))
    const selects = texts.filter((text) => text.startsWith('select'))
    expect([inserts.length, selects.length]).toEqual([1, 1])
  })

  it('sees schema changes made after a statement was cached', async () => {
    const { db } = open()
    await sql`create table items (id integer)`.execute(db)
    await sql`insert into items (id) values (1)`.execute(db)
    const all = () => sql<Record<string, unknown>>`select * from items`.execute(db)
    expect((await all()).rows).toEqual([{ id: 1 }])
    await sql`alter table items add column name text default 'x'`.execute(db)
    expect((await all()).rows).toEqual([{ id: 1, name: 'x' }])
  })

  it('runs a statement again after a stream of it stopped early', async () => {
    const { db } = open()
    await sql`create table items (id integer, name text)`.execute(db)
    await sql`insert into items (id, name) values (1, 'a'), (2, 'b')`.execute(db)
    const query = db.selectFrom('items').select(['id', 'name']).orderBy('id')
    for await (const row of query.stream()) {
      expect(row).toEqual({ id: 1, name: 'a' })
      break
    }
    expect(await query.execute()).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ])
  })

  it('keeps at most `capacity` statements, dropping the least recently used', () => {
    const { cached, texts } = open(2)
    const first = cached.prepare('select 1')
    cached.prepare('select 2')
    expect(cached.prepare('select 1')).toBe(first)
    cached.prepare('select 3')
    cached.prepare('select 2')
    expect(texts).toEqual(['select 1', 'select 2', 'select 3', 'select 2'])
    expect(cached.prepare('select 1').all([])).toEqual([{ 1: 1 }])
  })
})
