import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError } from '../errors/index.ts'
import {
  configFromEnv,
  findConfigFile,
  loadConfig,
  mergeConfig,
  parseConfig,
  readConfigSources,
} from './load-config.ts'

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
const manifest = {
  version: 1,
  evm: {
    chains: [
      {
        name: 'A',
        chainId: 31337,
        caipNetworkId: 'eip155:31337',
        rpcUrl: 'http://127.0.0.1:1',
        wsUrl: 'ws://127.0.0.1:1',
      },
    ],
    contracts: {
      multicall3: address(1),
      weth: address(2),
      uniswapV2Factory: address(3),
      uniswapV2Router02: address(4),
      usdc: address(5),
      dai: address(6),
      nft: address(7),
    },
    tokens: {
      usdc: { address: address(5), name: 'USD Coin', symbol: 'USDC', decimals: 6 },
      dai: { address: address(6), name: 'Dai', symbol: 'DAI', decimals: 18 },
      zeroDecimals: { address: address(8), name: 'Zero', symbol: 'ZERO', decimals: 0 },
      weth: { address: address(2), name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 },
    },
    nft: { address: address(7), name: 'N', symbol: 'N' },
    accounts: [
      { address: address(10), privateKey: `0x${'1'.repeat(64)}` },
      { address: address(11), privateKey: `0x${'2'.repeat(64)}` },
      { address: address(12), privateKey: `0x${'3'.repeat(64)}` },
    ],
  },
  solana: {
    name: 'S',
    caipNetworkId: 'solana:4EVhemnTTWD5oXF1Q3Yf3JCSk1Vgt6NK',
    rpcUrl: 'http://127.0.0.1:2',
    wsUrl: 'ws://127.0.0.1:3',
    mints: {
      usdc: {
        address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
        name: 'USDC',
        symbol: 'USDC',
        decimals: 6,
      },
    },
    accounts: [{ address: '11111111111111111111111111111112', secretKey: '4'.repeat(88) }],
  },
}

describe('loadConfig', () => {
  let directory: string | undefined
  afterEach(() => {
    if (directory) rmSync(directory, { recursive: true, force: true })
    directory = undefined
  })
  const write = (name: string, value: unknown) => {
    directory ??= mkdtempSync(join(tmpdir(), 'oak-api-config-'))
    const path = join(directory, name)
    writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value))
    return path
  }

  it('builds chains, tokens, prices and the on-ramp from the devnet manifest', async () => {
    const config = await loadConfig({ manifestPath: write('manifest.json', manifest), env: {} })
    expect(config.chains.map((chain) => chain.caipNetworkId)).toEqual([
      'eip155:31337',
      'solana:4EVhemnTTWD5oXF1Q3Yf3JCSk1Vgt6NK',
    ])
    expect(config.chains[0]).toMatchObject({
      swap: { router: address(4), factory: address(3), wrappedNative: address(2), feeBps: 30 },
      indexer: { startBlock: 0 },
    })
    expect(config.prices[`eip155:31337:${address(5)}`]).toBe(1)
    expect(config.prices['eip155:31337:native']).toBe(3_000)
    // The second-to-last funded account pays on-ramp purchases.
    expect(config.onramp.treasury.eip155PrivateKey).toBe(`0x${'2'.repeat(64)}`)
    expect(config.database.url).toBe('sqlite:openappkit-api.sqlite')
    expect(config.rateLimit).toEqual({ windowMs: 60_000, max: 600, whenStoreUnavailable: 'memory' })
  })

  it('lets the file override the manifest and the environment override both', async () => {
    const configPath = write('config.json', {
      allowedOrigins: ['http://lab.test'],
      names: { zone: 'test.id' },
      server: { port: 9000 },
    })
    const config = await loadConfig({
      configPath,
      manifestPath: write('manifest.json', manifest),
      env: {
        PORT: '9100',
        DATABASE_URL: 'postgres://db/api',
        OPENAPPKIT_API_ALLOWED_ORIGINS: 'http://a.test/, http://b.test:8080',
      },
    })
    expect(config.server.port).toBe(9100)
    expect(config.database.url).toBe('postgres://db/api')
    expect(config.allowedOrigins).toEqual(['http://a.test', 'http://b.test:8080'])
    expect(config.names.zone).toBe('test.id')
  })

  it('explains what is missing or wrong', async () => {
    await expect(
      loadConfig({ manifestPath: '/nonexistent/manifest.json', env: {} }),
    ).rejects.toThrow(/No chains configured/)
    await expect(loadConfig({ configPath: write('bad.json', '{'), env: {} })).rejects.toThrow(
      'is not valid JSON',
    )
    const invalid = write('invalid.json', {
      chains: [
        {
          namespace: 'eip155',
          caipNetworkId: 'eip155:1',
          name: 'x',
          rpcUrl: 'ftp://x',
          nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 },
        },
      ],
    })
    await expect(
      loadConfig({ configPath: invalid, env: { DATABASE_URL: 'sqlite::memory:' } }),
    ).rejects.toThrow(/chains\.0\.rpcUrl/)
    expect(() => configFromEnv({ PORT: 'eighty' })).toThrow(ConfigError)
  })

  it('takes each chain bundler from the manifest, and refuses smart accounts without one', async () => {
    const older = await loadConfig({ manifestPath: write('older.json', manifest), env: {} })
    expect(older.chains[0]).not.toHaveProperty('accountAbstraction')
    const [chain] = manifest.evm.chains
    const accountAbstraction = {
      bundlerUrl: 'http://127.0.0.1:4337/31337',
      entryPoint: address(20),
      accountFactory: address(21),
    }
    const withBundler = {
      ...manifest,
      evm: { ...manifest.evm, chains: [{ ...chain, ...accountAbstraction }] },
    }
    const config = await loadConfig({ manifestPath: write('manifest.json', withBundler), env: {} })
    expect(config.chains[0]).toMatchObject({ accountAbstraction })
    expect(config.embedded.smartAccountNetworks).toBeUndefined()

    const evm = {
      namespace: 'eip155',
      caipNetworkId: 'eip155:31337',
      aliases: ['eip155:devnet'],
      name: 'A',
      rpcUrl: 'http://127.0.0.1:1',
      nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 },
    }
    const base = { database: { url: 'sqlite::memory:' }, chains: [{ ...evm, accountAbstraction }] }
    const listed = (networks: string[]) =>
      mergeConfig(base, { embedded: { smartAccountNetworks: networks } })
    expect(parseConfig(listed(['eip155:devnet'])).embedded.smartAccountNetworks).toEqual([
      'eip155:devnet',
    ])
    expect(() => parseConfig(listed(['eip155:10']))).toThrow(
      'Invalid api configuration: embedded.smartAccountNetworks.0: eip155:10 is not a configured chain',
    )
    expect(() => parseConfig({ ...listed(['eip155:31337']), chains: [evm] })).toThrow(
      'embedded.smartAccountNetworks.0: eip155:31337 has no accountAbstraction (bundlerUrl, entryPoint, accountFactory)',
    )
    expect(() =>
      parseConfig(
        mergeConfig(base, {
          chains: [{ ...evm, accountAbstraction: { ...accountAbstraction, bundlerUrl: 'ws://x' } }],
        }),
      ),
    ).toThrow(/chains\.0\.accountAbstraction\.bundlerUrl/)
  })

  it('refuses an on-ramp fee outside docs/project/behaviour.md §9 (1-2 %)', () => {
    const base = {
      database: { url: 'sqlite::memory:' },
      chains: [
        {
          namespace: 'solana',
          caipNetworkId: 'solana:x',
          name: 'S',
          rpcUrl: 'http://x',
          nativeCurrency: { name: 'S', symbol: 'S', decimals: 9 },
        },
      ],
    }
    expect(parseConfig(mergeConfig(base, { onramp: { feePercent: 2 } })).onramp.feePercent).toBe(2)
    expect(() => parseConfig(mergeConfig(base, { onramp: { feePercent: 2.5 } }))).toThrow(
      /onramp\.feePercent/,
    )
  })
})

describe('loadConfig on defaults (an installed api)', () => {
  let directory: string
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'oak-api-defaults-'))
  })
  afterEach(() => rmSync(directory, { recursive: true, force: true }))

  it('serves no chain, keeps SQLite in the working folder and reads no manifest', async () => {
    const config = await loadConfig({ env: {}, cwd: directory })
    expect(config.chains).toEqual([])
    expect(config.database.url).toBe('sqlite:openappkit-api.sqlite')
    expect(config.server).toMatchObject({ host: '127.0.0.1', port: 8787, accessLog: 'errors' })
  })

  it('reads openappkit-api.jsonc of the working folder, comments and trailing commas allowed', async () => {
    writeFileSync(
      join(directory, 'openappkit-api.jsonc'),
      '// written by hand\n{\n  "server": { "port": 9001, }, /* the zone */ "names": { "zone": "x.id" },\n}\n',
    )
    const sources = await readConfigSources({ env: {}, cwd: directory })
    expect(sources.configPath).toBe(join(directory, 'openappkit-api.jsonc'))
    const config = parseConfig(sources.merged)
    expect(config.server.port).toBe(9001)
    expect(config.names.zone).toBe('x.id')
    expect(
      findConfigFile({ env: { OPENAPPKIT_API_CONFIG: '/etc/oak.json' }, cwd: directory }),
    ).toBe('/etc/oak.json')
  })

  it('says where a config file stops being JSON', async () => {
    const path = join(directory, 'broken.jsonc')
    writeFileSync(path, '{\n  "server": { "port": 1 }\n  "names": {}\n}\n')
    await expect(loadConfig({ configPath: path, env: {} })).rejects.toThrow(
      `The config file ${path} is not valid JSON: CommaExpected at line 3, column 3`,
    )
  })
})

describe('mergeConfig', () => {
  it('merges objects deeply, replaces arrays and skips undefined', () => {
    expect(mergeConfig({ a: { b: 1, c: [1] }, d: 1 }, { a: { c: [2] }, d: undefined })).toEqual({
      a: { b: 1, c: [2] },
      d: 1,
    })
  })
})
