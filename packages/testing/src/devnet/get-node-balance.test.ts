import { describe, expect, it } from 'vitest'
import { devnet } from '../../test/wallet-fixtures.ts'
import { getNodeBalance } from './get-node-balance.ts'

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
