import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runProjectCommand } from '../src/projects/project-cli.ts'
import { sharedDatabaseUrl } from './helpers/project-command.ts'
import type { TestApi } from './helpers/start-test-api.ts'
import { testDatabaseKinds } from './helpers/test-databases.ts'
import { useTestStack } from './helpers/use-test-stack.ts'

type RpcAnswer = { result?: unknown; error?: { code: number; message: string } }

describe.each(testDatabaseKinds())('smart-account networks per project (%s)', (kind) => {
  const stack = useTestStack(kind, { api: false, database: true })
  let databaseUrl = ''
  let removeDatabase = async () => {}
  let api: TestApi

  /** `pnpm api project ...` checking networks against the devnet's chains, as `pnpm api` loads them. */
  async function cli(...args: string[]) {
    let stdout = ''
    let stderr = ''
    const code = await runProjectCommand([...args, '--database', databaseUrl], {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
      env: { OPENAPPKIT_DEVNET_MANIFEST: stack.devnet.manifestPath },
    })
    return { code, stdout, stderr }
  }

  const frameNetworksOf = async (projectId: string) => {
    const query = projectId ? `?projectId=${projectId}` : ''
    const html = await (await api.request(`/v1/embedded/frame${query}`)).text()
    const json =
      /<script id="openappkit-frame-config" type="application\/json">(.*?)<\/script>/.exec(
        html,
      )?.[1]
    const config = JSON.parse(json ?? 'null') as { smartAccountNetworks?: { chainId: number }[] }
    return config.smartAccountNetworks?.map(({ chainId }) => chainId)
  }

  const bundlerChainId = async (projectId: string, chainId: number) => {
    const { status, body } = await api.call(`/v1/embedded/bundler?projectId=${projectId}`, {
      chainId,
      method: 'eth_chainId',
    })
    expect(status).toBe(200)
    return body as RpcAnswer
  }

  beforeAll(async () => {
    ;({ url: databaseUrl, remove: removeDatabase } = await sharedDatabaseUrl(kind, stack.database))
    const added = [
      await cli('add', 'one', '--name', 'One', '--smart-account-networks', 'eip155:31337'),
      await cli(
        'add',
        'both',
        '--name',
        'Both',
        '--smart-account-networks',
        'eip155:31337,eip155:31338',
      ),
      await cli('add', 'none', '--name', 'None', '--smart-account-networks', 'none'),
      await cli('add', 'plain', '--name', 'Plain'),
    ]
    expect(added.map(({ code, stderr }) => `${code}${stderr}`)).toEqual(['0', '0', '0', '0'])
    api = await stack.startApi({
      config: {
        database: { url: databaseUrl },
        embedded: { smartAccountNetworks: ['eip155:31338'] },
      },
    })
  })
  afterAll(async () => {
    await api?.stop()
    await removeDatabase()
  })

  it('refuses networks that are not configured chains with a bundler', async () => {
    const unknown = await cli('set', 'one', '--smart-account-networks', 'eip155:10')
    expect(unknown).toMatchObject({ code: 1, stdout: '' })
    expect(unknown.stderr).toBe(
      'api project: --smart-account-networks: eip155:10 is not a configured chain (openappkit-api projects help)\n',
    )
    const solana = await cli(
      'set',
      'one',
      '--smart-account-networks',
      stack.devnet.manifest.solana.caipNetworkId,
    )
    expect(solana.stderr).toContain('is not an EVM chain')
  })

  it('lists each project with its networks, none or the default', async () => {
    const listed = await cli('list', '--json')
    expect(
      (JSON.parse(listed.stdout) as { id: string; smartAccountNetworks: unknown }[]).map(
        ({ id, smartAccountNetworks }) => [id, smartAccountNetworks],
      ),
    ).toEqual([
      ['both', ['eip155:31337', 'eip155:31338']],
      ['none', []],
      ['one', ['eip155:31337']],
      ['plain', 'default'],
    ])
  })

  it("gives each project's frame its own networks, the configuration's by default", async () => {
    expect(await frameNetworksOf('one')).toEqual([31337])
    expect(await frameNetworksOf('both')).toEqual([31337, 31338])
    expect(await frameNetworksOf('none')).toBeUndefined()
    expect(await frameNetworksOf('plain')).toEqual([31338])
    expect(await frameNetworksOf('')).toEqual([31338])
  })

  it("reaches a bundler only on the project's networks, saying why not otherwise", async () => {
    expect(await bundlerChainId('one', 31337)).toEqual({ result: '0x7a69' })
    expect(await bundlerChainId('one', 31338)).toEqual({
      error: {
        code: 4901,
        message: 'Smart accounts are not enabled on chain 31338 for project one',
      },
    })
    expect(await bundlerChainId('none', 31337)).toEqual({
      error: {
        code: 4901,
        message: 'Smart accounts are not enabled on chain 31337 for project none',
      },
    })
    expect(await bundlerChainId('plain', 31338)).toEqual({ result: '0x7a6a' })
    expect(await bundlerChainId('plain', 31337)).toEqual({
      error: { code: 4901, message: 'Chain 31337 has no smart accounts here (no bundler enabled)' },
    })
  })

  it('goes back to the default with `set --smart-account-networks default`', async () => {
    expect((await cli('set', 'one', '--smart-account-networks', 'default')).code).toBe(0)
    // A fresh api: the running one reads the table again only after projects.cacheTtlMs.
    const fresh = await stack.startApi({
      config: {
        database: { url: databaseUrl },
        embedded: { smartAccountNetworks: ['eip155:31338'] },
      },
    })
    const html = await (await fresh.request('/v1/embedded/frame?projectId=one')).text()
    expect(html).toContain('"smartAccountNetworks":[{"chainId":31338')
  })
})
