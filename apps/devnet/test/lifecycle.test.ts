import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import {
  type DevnetManifest,
  EPHEMERAL_DEVNET_PORTS,
  parseDevnetManifest,
  startDevnet,
} from '../src/index.ts'

const EXPECTED_EVM_CONTRACTS = {
  multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
  weth: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  uniswapV2Factory: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
  uniswapV2Router02: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
  usdc: '0x8ce361602B935680E8DeC218b820ff5056BeB7af',
  dai: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629',
  zeroDecimals: '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48',
  nft: '0x0C8E79F3534B00D9a3D4a856B665Bf4eBC22f2ba',
  usdcWethPair: '0xf0244310E03cC35D218642368fdE847AFcdf7129',
  daiWethPair: '0xedbE02d7e516a50659dE378024e462b686A64D0c',
}

const packageDirectory = fileURLToPath(new URL('..', import.meta.url))

// A zombie (exited, not yet reaped by whoever adopted it) counts as gone.
function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return false
  }
}

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (condition()) return true
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return condition()
}

// Everything but the endpoints, which change with ephemeral ports.
function withoutUrls(manifest: DevnetManifest) {
  return {
    ...manifest,
    evm: {
      ...manifest.evm,
      chains: manifest.evm.chains.map(
        ({ chainId, caipNetworkId, name, entryPoint, accountFactory }) => ({
          chainId,
          caipNetworkId,
          name,
          entryPoint,
          accountFactory,
        }),
      ),
    },
    solana: { ...manifest.solana, rpcUrl: undefined, wsUrl: undefined },
    bitcoin: { ...manifest.bitcoin, esploraUrl: undefined },
    mail: { smtpHost: manifest.mail.smtpHost },
    oidc: { clients: manifest.oidc.clients },
  }
}

function descendants(pid: number): number[] {
  const path = `/proc/${pid}/task/${pid}/children`
  if (!existsSync(path)) return []
  const children = readFileSync(path, 'utf8').split(' ').filter(Boolean).map(Number)
  return children.flatMap((child) => [child, ...descendants(child)])
}

const spawnedClis: ChildProcess[] = []

// A failed assertion must not leave a CLI (and its anvil nodes) running after the test.
afterEach(() => {
  for (const cli of spawnedClis.splice(0)) {
    if (cli.exitCode === null && cli.signalCode === null) cli.kill('SIGKILL')
  }
})

function spawnCli(manifestPath: string): ChildProcess {
  const cli = spawn(
    process.execPath,
    [
      '--conditions=@openappkit/source',
      '--import',
      'tsx',
      'src/cli.ts',
      '--ephemeral',
      '--manifest',
      manifestPath,
    ],
    { cwd: packageDirectory, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  spawnedClis.push(cli)
  return cli
}

async function cliManifest(cli: ChildProcess, manifestPath: string): Promise<DevnetManifest> {
  const exited = new Promise((resolve) => cli.once('exit', resolve))
  const ready = await Promise.race([
    waitUntil(() => existsSync(manifestPath), 20_000),
    exited.then(() => false),
  ])
  if (!ready) throw new Error('the devnet CLI did not write its manifest')
  return parseDevnetManifest(JSON.parse(readFileSync(manifestPath, 'utf8')))
}

describe('devnet lifecycle', () => {
  it('lands every fixture at the same address after a restart, and stop() ends the anvil processes', async () => {
    const manifestPath = join(mkdtempSync(join(tmpdir(), 'devnet-')), 'manifest.json')
    const first = await startDevnet({ ports: EPHEMERAL_DEVNET_PORTS, manifestPath })
    expect(parseDevnetManifest(JSON.parse(readFileSync(manifestPath, 'utf8')))).toEqual(
      first.manifest,
    )
    expect(first.pids).toHaveLength(2)
    expect(first.pids.every(isAlive)).toBe(true)
    await first.stop()
    expect(first.pids.some(isAlive)).toBe(false)
    expect(existsSync(manifestPath)).toBe(false)
    const bundlerUrl = first.manifest.evm.chains[0]?.bundlerUrl
    if (!bundlerUrl) throw new Error('no bundler URL in the manifest')
    await expect(fetch(bundlerUrl, { method: 'POST', body: '{}' })).rejects.toThrow()

    const second = await startDevnet({ ports: EPHEMERAL_DEVNET_PORTS })
    try {
      expect(withoutUrls(second.manifest)).toEqual(withoutUrls(first.manifest))
      // Pinned: other apps and the common catalogue may hard-code these.
      expect(second.manifest.evm.contracts).toEqual(EXPECTED_EVM_CONTRACTS)
      expect(second.manifest.solana.mints.usdc.address).toBe(
        '8CB7tS9F47uPWQWWcnm4siF7Lq1yihAqH4cx7chpquvY',
      )
      expect(second.manifest.solana.accounts[0]).toMatchObject({
        address: '2f3wdNSa9jqJCPhvJApsoWuX8HJQFcUYjTRmScsiKdVH',
        usdcTokenAccount: '6EGBcbjywa8wy1YZG9TxeyoyanfJbnJ47jXbLyXxg3yt',
      })
    } finally {
      await second.stop()
    }
    expect(second.pids.some(isAlive)).toBe(false)
    await second.stop()
  })

  it('fails cleanly when a port is taken, leaving no anvil behind', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const address = blocker.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const before = descendants(process.pid)
    try {
      await expect(
        startDevnet({ ports: { ...EPHEMERAL_DEVNET_PORTS, solanaHttp: port } }),
      ).rejects.toThrow()
    } finally {
      blocker.close()
    }
    const leftover = descendants(process.pid).filter((pid) => !before.includes(pid) && isAlive(pid))
    expect(leftover).toEqual([])
  })

  it('the CLI writes the manifest and stops cleanly on SIGTERM, with no orphan', async () => {
    const manifestPath = join(mkdtempSync(join(tmpdir(), 'devnet-cli-')), 'manifest.json')
    const cli = spawnCli(manifestPath)
    const manifest = await cliManifest(cli, manifestPath)
    const children = descendants(cli.pid as number)
    expect(children.length).toBeGreaterThanOrEqual(2)
    const health = await fetch(manifest.solana.rpcUrl, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
    })
    expect(await health.json()).toMatchObject({ result: 'ok' })
    const bitcoinTip = await fetch(`${manifest.bitcoin.esploraUrl}/blocks/tip/height`)
    expect(await bitcoinTip.text()).toBe('102')
    const bundlerUrl = manifest.evm.chains[1]?.bundlerUrl
    if (!bundlerUrl) throw new Error('no bundler URL in the manifest')
    const bundlerChain = await fetch(bundlerUrl, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    })
    expect(await bundlerChain.json()).toMatchObject({ result: '0x7a6a' })
    const exit = new Promise<number | null>((resolve) => cli.once('exit', (code) => resolve(code)))
    cli.kill('SIGTERM')
    expect(await exit).toBe(0)
    expect(await waitUntil(() => !children.some(isAlive))).toBe(true)
    expect(existsSync(manifestPath)).toBe(false)
  })

  it('takes the anvil nodes down even when the CLI is killed outright (SIGKILL)', async () => {
    const manifestPath = join(mkdtempSync(join(tmpdir(), 'devnet-kill-')), 'manifest.json')
    const cli = spawnCli(manifestPath)
    await cliManifest(cli, manifestPath)
    const children = descendants(cli.pid as number)
    expect(children.length).toBeGreaterThanOrEqual(2)
    cli.kill('SIGKILL')
    expect(await waitUntil(() => !children.some(isAlive))).toBe(true)
  })
})
