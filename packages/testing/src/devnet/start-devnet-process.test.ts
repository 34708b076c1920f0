import { tmpdir } from 'node:os'
import { describe, expect, it } from 'vitest'
import { devnet } from '../../test/wallet-fixtures.ts'
import { findDevnetRepoRoot, startDevnetProcess } from './start-devnet-process.ts'

describe('startDevnetProcess', () => {
  it('started the devnet of this run on free ports with live EVM nodes', async () => {
    const { manifest } = devnet()
    for (const chain of manifest.evm.chains) {
      expect(chain.rpcUrl).not.toMatch(/:(8545|8546)$/)
      const response = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      expect(Number((await response.json()).result)).toBe(chain.chainId)
    }
  })

  it('finds the monorepo from a package directory', () => {
    expect(findDevnetRepoRoot()).toBeDefined()
    expect(findDevnetRepoRoot(tmpdir())).toBeUndefined()
  })

  it('explains that it needs the monorepo outside of it', async () => {
    await expect(startDevnetProcess({ repoRoot: tmpdir() })).rejects.toThrow(
      'startDevnetProcess needs the OpenAppKit monorepo (apps/devnet)',
    )
  })
})
