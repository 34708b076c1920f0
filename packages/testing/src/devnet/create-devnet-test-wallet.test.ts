import { describe, expect, it } from 'vitest'
import { devnet } from '../../test/wallet-fixtures.ts'
import { createDevnetTestWallet } from './create-devnet-test-wallet.ts'

describe('createDevnetTestWallet', () => {
  it('holds consecutive funded accounts on the first chain, with both chains as networks', async () => {
    const { manifest, accounts } = devnet()
    const { wallet, rpcUrls, networks } = createDevnetTestWallet({
      manifest,
      firstAccount: 2,
      announceTarget: null,
    })
    expect(wallet.addresses).toEqual([accounts[2]?.address, accounts[3]?.address])
    expect(wallet.chainId).toBe(31337)
    expect(networks.map((network) => network.id)).toEqual([31337, 31338])
    expect(networks[1].rpcUrls.default.http[0]).toBe(rpcUrls[31338])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('names the accounts the manifest does not have', () => {
    const { manifest } = devnet()
    // The last account and two past the end of the list.
    const firstAccount = manifest.evm.accounts.length - 1
    expect(() =>
      createDevnetTestWallet({ manifest, firstAccount, accountCount: 3, announceTarget: null }),
    ).toThrow(`The devnet manifest has no accounts ${firstAccount}-${firstAccount + 2}`)
  })
})
