import { describe, expect, inject, it } from 'vitest'
import { TestKitError } from '../errors/test-kit-error.ts'
import { getSolanaBalance, getSolanaTokenBalance } from './get-solana-balance.ts'

describe('getSolanaBalance and getSolanaTokenBalance on the devnet cluster', () => {
  it("read a fixture account's SOL and USDC as the devnet funded them", async () => {
    const { solana } = inject('devnetManifest')
    // Account 7 is no other test's: still as the fixtures left it.
    const address = solana.accounts[7]?.address as string
    const { rpcUrl } = solana
    expect(await getSolanaBalance({ rpcUrl, address })).toBe(1000n * 10n ** 9n)
    const mint = solana.mints.usdc.address
    expect(await getSolanaTokenBalance({ rpcUrl, address, mint })).toBe(1_000_000n * 10n ** 6n)
    const nobody = solana.mints.usdc.mintAuthority.address
    expect(await getSolanaTokenBalance({ rpcUrl, address: nobody, mint })).toBe(0n)
  })

  it('say what the cluster refused', async () => {
    const { rpcUrl } = inject('devnetManifest').solana
    await expect(getSolanaBalance({ rpcUrl, address: 'not-an-address' })).rejects.toBeInstanceOf(
      TestKitError,
    )
  })
})
