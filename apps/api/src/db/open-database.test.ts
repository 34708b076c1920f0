import { describe, expect, it } from 'vitest'
import { isUniqueViolation } from './is-unique-violation.ts'
import { migrateToLatest, openDatabase, parseDatabaseUrl } from './open-database.ts'

describe('parseDatabaseUrl', () => {
  it('recognises SQLite paths and PostgreSQL URLs only', () => {
    expect(parseDatabaseUrl('sqlite::memory:')).toEqual({ dialect: 'sqlite', path: ':memory:' })
    expect(parseDatabaseUrl('sqlite:/var/lib/api.sqlite')).toEqual({
      dialect: 'sqlite',
      path: '/var/lib/api.sqlite',
    })
    expect(parseDatabaseUrl('postgresql://u@h/db')).toMatchObject({ dialect: 'postgres' })
    expect(() => parseDatabaseUrl('mysql://h/db')).toThrow(/Unsupported database URL/)
    expect(() => parseDatabaseUrl('sqlite:')).toThrow()
  })
})

describe('openDatabase', () => {
  it('migrates once; running the migrations again changes nothing; keys are enforced', async () => {
    const database = await openDatabase({ url: 'sqlite::memory:' })
    try {
      await migrateToLatest(database.db)
      const row = { signature_hash: '0x1', used_at: 1 }
      await database.db.insertInto('used_signatures').values(row).execute()
      const duplicate = await database.db
        .insertInto('used_signatures')
        .values(row)
        .execute()
        .catch((error: unknown) => error)
      expect(isUniqueViolation(duplicate)).toBe(true)
      expect(isUniqueViolation(new Error('other'))).toBe(false)
    } finally {
      await database.destroy()
    }
  })
})
