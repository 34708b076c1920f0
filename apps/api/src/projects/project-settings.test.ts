import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { type ApiDatabase, openDatabase } from '../db/index.ts'
import { ApiError } from '../errors/index.ts'
import { createProjectSettings } from './project-settings.ts'
import { addProject } from './project-store.ts'

describe('createProjectSettings', () => {
  let database: ApiDatabase | undefined
  afterEach(async () => {
    await database?.destroy()
    database = undefined
  })

  const setup = async () => {
    database = await openDatabase({ url: 'sqlite::memory:' })
    const { db } = database
    let now = 1_000
    const warnings: string[] = []
    const settings = createProjectSettings({
      db,
      clock: { now: () => now },
      logger: { info() {}, warn: (message) => warnings.push(message), error() {} },
      ttlMs: 100,
    })
    const project = (id: string) => addProject(db, { id, name: id, allowedOrigins: [] }, now)
    return { db, settings, warnings, project, advance: (ms: number) => (now += ms) }
  }

  it('reads the table once per lifetime, shared by concurrent requests', async () => {
    const { settings, project, advance } = await setup()
    await project('a')
    const [first, second] = await Promise.all([settings.snapshot(), settings.snapshot()])
    expect(first).toBe(second)
    expect([...first.projects.keys()]).toEqual(['a'])
    await project('b')
    expect([...(await settings.snapshot()).projects.keys()]).toEqual(['a'])
    advance(100)
    expect([...(await settings.snapshot()).projects.keys()]).toEqual(['a', 'b'])
    await project('c')
    settings.invalidate()
    expect((await settings.snapshot()).projects.size).toBe(3)
  })

  it('keeps serving the last snapshot when a reload fails, and says so', async () => {
    const { db, settings, project, warnings, advance } = await setup()
    await project('a')
    await settings.snapshot()
    await sql`drop table projects`.execute(db)
    advance(100)
    expect([...(await settings.snapshot()).projects.keys()]).toEqual(['a'])
    expect(warnings).toEqual(['project settings reload failed, serving the previous ones'])
  })

  it('answers 503 when the table cannot be read and nothing was read before', async () => {
    const { db, settings } = await setup()
    await sql`drop table projects`.execute(db)
    const error = await settings.snapshot().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 503,
      message: 'Project settings are unavailable, try again later',
    })
  })
})
