import { createRequire } from 'node:module'
import { keccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { compileContracts } from '../scripts/compile-contracts.ts'
import { getArtifact, readArtifacts } from '../src/evm/artifacts.ts'

const require = createRequire(import.meta.url)

describe('EVM artifacts', () => {
  it('artifacts.json matches a fresh compile of contracts/ and the shipped Uniswap artifacts', () => {
    // Fails when a .sol file or a dependency changed without `pnpm generate:artifacts`.
    expect(compileContracts()).toEqual(readArtifacts())
  }, 60_000)

  it("the router's hard-coded pair init code hash is the hash of the pair the factory creates", () => {
    const pair = getArtifact('UniswapV2Pair').bytecode
    const initCodeHash = keccak256(pair).slice(2)
    expect(getArtifact('UniswapV2Router02').bytecode).toContain(initCodeHash)
    expect(getArtifact('UniswapV2Factory').bytecode).toContain(pair.slice(2))
    // The shipped periphery build pairs with the shipped core build, not with mainnet's hash.
    expect(initCodeHash).toBe('96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f')
    expect(require('@uniswap/v2-core/build/UniswapV2Pair.json').bytecode).toBe(pair.slice(2))
  })
})
