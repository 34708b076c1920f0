import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectCommand, sharedDatabaseUrl } from './helpers/project-command.ts'
import type { TestApi } from './helpers/start-test-api.ts'
import { testDatabaseKinds } from './helpers/test-databases.ts'
import { useTestStack } from './helpers/use-test-stack.ts'

const SHOP = 'http://shop.test'
const GLOBAL = 'http://global.test'
const CACHE_TTL_MS = 5_000
const WINDOW_MS = 60_000

describe.each(testDatabaseKinds())('per-project settings (%s)', (kind) => {
  const stack = useTestStack(kind, { api: false, database: true })
  let databaseUrl = ''
  let removeDatabase = async () => {}
  let api: TestApi
  let now = Date.UTC(2026, 0, 1)
  const clock = { now: () => now }
  // Past the snapshot's lifetime: the next request reads the projects table again.
  const expireSnapshot = () => {
    now += CACHE_TTL_MS + 1
  }
  const cli = (...args: string[]) => projectCommand(databaseUrl, ...args)
  const get = (path: string, origin?: string) =>
    api.request(path, origin ? { headers: { origin } } : undefined)

  beforeAll(async () => {
    ;({ url: databaseUrl, remove: removeDatabase } = await sharedDatabaseUrl(kind, stack.database))
    api = await stack.startApi({
      clock,
      config: {
        database: { url: databaseUrl },
        allowedOrigins: [GLOBAL],
        projects: { cacheTtlMs: CACHE_TTL_MS },
        rateLimit: { max: 0, windowMs: WINDOW_MS },
      },
    })
  })
  afterAll(async () => {
    await api?.stop()
    await removeDatabase()
  })

  it('serves a single-tenant install with any or no projectId under the global settings', async () => {
    expect((await get('/v1/supported-chains')).status).toBe(200)
    expect((await get('/v1/supported-chains?projectId=anything')).status).toBe(200)
    const allowed = await get('/v1/supported-chains', GLOBAL)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(GLOBAL)
    const refused = await get('/v1/supported-chains', 'http://evil.test')
    expect(refused.status).toBe(403)
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    expect(await refused.json()).toEqual({
      message: 'Origin http://evil.test is not allowed: add it to allowedOrigins',
    })
  })

  it('manages projects with the admin command, validating what it is given', async () => {
    const added = await cli(
      'add',
      'shop',
      '--name',
      'Shop',
      '--origin',
      SHOP,
      '--features',
      'swaps,names,embedded',
      '--rate-limit',
      '600',
    )
    expect(added).toMatchObject({ code: 0, stderr: '' })
    expect(added.stdout).toContain('Added project shop')
    expect((await cli('add', 'shop', '--name', 'Again')).stderr).toBe(
      'api project: A project with id "shop" already exists\n',
    )
    const badOrigin = await cli('add', 'other', '--name', 'O', '--origin', 'http://a.test/path')
    expect(badOrigin.code).toBe(1)
    expect(badOrigin.stderr).toContain('must be an origin (scheme://host[:port])')
    const badFeature = await cli('add', 'other', '--name', 'O', '--features', 'swaps,teleport')
    expect(badFeature.stderr).toContain('unknown feature "teleport"')
    expect((await cli('add', 'other', '--name', 'O', '--rate-limit', '-1')).code).toBe(1)
    expect((await cli('add', 'other')).stderr).toContain('--name is required')
    expect((await cli('set', 'missing', '--name', 'M')).stderr).toBe(
      'api project: No project with id "missing"\n',
    )
    expect((await cli('add', 'lab', '--name', 'Lab')).code).toBe(0)
    const listed = await cli('list', '--json')
    expect(JSON.parse(listed.stdout)).toMatchObject([
      { id: 'lab', allowedOrigins: [], allowedFeatures: 'all', rateLimitMax: 'default' },
      {
        id: 'shop',
        name: 'Shop',
        allowedOrigins: [SHOP],
        allowedFeatures: ['swaps', 'names', 'embedded'],
        rateLimitMax: 600,
      },
    ])
    expect((await cli('list')).stdout).toMatch(
      /^shop +Shop +http:\/\/shop\.test +swaps,names,embedded +600 +default$/m,
    )
    expect((await cli('remove', 'lab')).code).toBe(0)
    expect((await cli('remove', 'lab')).code).toBe(1)
  })

  it('refuses projectIds the table does not hold once it holds some (after the cache expires)', async () => {
    // The snapshot read by the first test (no projects) still serves.
    expect((await get('/v1/supported-chains?projectId=anything')).status).toBe(200)
    expireSnapshot()
    const unknown = await get('/v1/supported-chains?projectId=anything')
    expect(unknown.status).toBe(403)
    expect(await unknown.json()).toEqual({ message: 'Unknown projectId "anything"' })
    expect((await get('/v1/supported-chains?projectId=shop')).status).toBe(200)
    // projectId stays optional: no projectId means the global settings.
    expect((await get('/v1/supported-chains', GLOBAL)).status).toBe(200)
  })

  it("answers CORS only for the project's origins and refuses the others with 403", async () => {
    const allowed = await get('/v1/supported-chains?projectId=shop', SHOP)
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SHOP)
    // The global list is not the project's.
    const global = await get('/v1/supported-chains?projectId=shop', GLOBAL)
    expect(global.status).toBe(403)
    expect(global.headers.get('access-control-allow-origin')).toBeNull()
    expect(await global.json()).toEqual({
      message: `Origin ${GLOBAL} is not allowed for project shop`,
    })
    const preflight = (origin: string) =>
      api.request('/v1/fungible/price?projectId=shop', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
    const granted = await preflight(SHOP)
    expect(granted.status).toBe(204)
    expect(granted.headers.get('access-control-allow-origin')).toBe(SHOP)
    const denied = await preflight('http://evil.test')
    expect(denied.status).toBe(403)
    expect(denied.headers.get('access-control-allow-origin')).toBeNull()
    // The api's own pages (same host) and requests without Origin are not cross-origin calls.
    expect((await get('/v1/supported-chains?projectId=shop', 'http://api.test')).status).toBe(200)
    expect((await get('/v1/supported-chains?projectId=shop', 'null')).status).toBe(200)
  })

  it('answers 403 for a feature the project is not allowed', async () => {
    const [account] = stack.devnet.manifest.evm.accounts
    const history = await get(`/v1/account/${account?.address}/history?projectId=shop`)
    expect(history.status).toBe(403)
    expect(await history.json()).toEqual({
      message: 'The history feature is not enabled for project shop',
    })
    expect((await api.call('/e?projectId=shop', {})).body).toEqual({
      message: 'The analytics feature is not enabled for project shop',
    })
    expect((await get('/v1/convert/tokens?chainId=eip155:31337&projectId=shop')).status).toBe(200)
    // The global settings allow every feature.
    expect((await get(`/v1/account/${account?.address}/history`)).status).toBe(200)
  })

  it("frames the wallet only in the project's origins, and tells the page so", async () => {
    const response = await get('/v1/embedded/frame?projectId=shop&chainId=31337')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${SHOP}`)
    expect(response.headers.get('x-frame-options')).toBeNull()
    const html = await response.text()
    const config =
      /<script id="openappkit-frame-config" type="application\/json">(.*?)<\/script>/.exec(
        html,
      )?.[1]
    expect(JSON.parse(config ?? 'null')).toMatchObject({
      allowedOrigins: [SHOP],
      projectId: 'shop',
    })
    const global = await get('/v1/embedded/frame?chainId=31337')
    expect(global.headers.get('content-security-policy')).toContain(`frame-ancestors ${GLOBAL}`)
  })

  it('applies changes made with `project set` once the cache expires, including the rate limit', async () => {
    const changed = await cli(
      'set',
      'shop',
      '--add-origin',
      GLOBAL,
      '--features',
      'all',
      '--rate-limit',
      '2',
    )
    expect(changed.code).toBe(0)
    expect((await get('/v1/supported-chains?projectId=shop', GLOBAL)).status).toBe(403)
    // Into a fresh rate-limit window (earlier tests counted under the project's old limit).
    now = Math.ceil(now / WINDOW_MS) * WINDOW_MS + CACHE_TTL_MS + 1
    const statuses: number[] = []
    for (let index = 0; index < 3; index += 1) {
      statuses.push((await get('/v1/supported-chains?projectId=shop', GLOBAL)).status)
    }
    expect(statuses).toEqual([200, 200, 429])
    // Without the project the configuration's limit (off here) applies.
    expect((await get('/v1/supported-chains', GLOBAL)).status).toBe(200)
    expect((await cli('remove', 'shop')).code).toBe(0)
    expireSnapshot()
    // No project left: a single-tenant install again.
    expect((await get('/v1/supported-chains?projectId=shop')).status).toBe(200)
  })

  it('requires a known projectId when the configuration says so', async () => {
    const strict = await stack.startApi({
      clock,
      config: { database: { url: databaseUrl }, projects: { required: true } },
    })
    expect(await strict.call('/v1/supported-chains')).toEqual({
      status: 403,
      body: { message: 'A projectId is required: add ?projectId=<your project id>' },
    })
    expect((await strict.call('/v1/supported-chains?projectId=nobody')).status).toBe(403)
    expect((await strict.call('/health')).status).toBe(200)
    expect((await cli('add', 'strict', '--name', 'Strict')).code).toBe(0)
    expireSnapshot()
    expect((await strict.call('/v1/supported-chains?projectId=strict')).status).toBe(200)
  })
})
