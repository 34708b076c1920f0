import { describe, expect, it } from 'vitest'
import { devnet } from '../../test/wallet-fixtures.ts'
import { getNodeBalance, getNodeTokenBalance } from './get-node-balance.ts'

describe('getNodeBalance', () => {
  it("reads an account's balance from the devnet node", async () => {
    const { accounts, first } = devnet()
    const balance = await getNodeBalance({
      rpcUrl: first.rpcUrl,
      address: accounts[9]?.address as string,
    })
    expect(balance).toBeGreaterThan(0n)
  })

  it('says so when the node answers with an error', async () => {
    const { first } = devnet()
    await expect(
      getNodeBalance({ rpcUrl: first.rpcUrl, address: 'not-an-address' }),
    ).rejects.toThrow('The node did not return a balance')
  })
})

describe('getNodeTokenBalance', () => {
  it("reads an account's ERC-20 balance, and says so when the token is no contract", async () => {
    const { accounts, first, manifest } = devnet()
    const address = accounts[0]?.address as string
    const token = manifest.evm.tokens.usdc.address
    expect(await getNodeTokenBalance({ rpcUrl: first.rpcUrl, address, token })).toBeGreaterThan(0n)
    await expect(
      getNodeTokenBalance({ rpcUrl: first.rpcUrl, address, token: address }),
    ).rejects.toThrow('The node did not return a token balance')
  })
})
