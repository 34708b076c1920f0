import { formatUnits, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { devnet, devnetWallet } from '../../test/wallet-fixtures.ts'

describe('wallet_getAssets (EIP-7811)', () => {
  it('advertises assetDiscovery and lists native and token balances read from the node', async () => {
    const { manifest } = devnet()
    const { usdc } = manifest.evm.tokens
    const wallet = devnetWallet(0, { assets: { 31337: [usdc] } })
    await wallet.request({ method: 'eth_requestAccounts' })
    const capabilities = (await wallet.request({
      method: 'wallet_getCapabilities',
      params: [wallet.address],
    })) as Record<string, Record<string, unknown>>
    expect(capabilities['0x7a69']).toEqual({ assetDiscovery: { supported: true } })
    expect(capabilities['0x7a6a']).toEqual({})

    const assets = (await wallet.request({
      method: 'wallet_getAssets',
      params: [{ account: wallet.address, chainFilter: ['0x7a69', '0x7a6a'] }],
    })) as Record<
      string,
      { address: string; balance: Hex; type: string; metadata: { symbol: string } }[]
    >
    expect(Object.keys(assets)).toEqual(['0x7a69'])
    const [native, token] = assets['0x7a69'] ?? []
    const nodeBalance = await wallet.request({
      method: 'eth_getBalance',
      params: [wallet.address, 'latest'],
    })
    expect(native).toMatchObject({ address: 'native', type: 'NATIVE', balance: nodeBalance })
    expect(token).toMatchObject({
      address: usdc.address,
      type: 'ERC20',
      metadata: { symbol: 'USDC' },
    })
    // Every funded devnet account holds 1,000,000 USDC.
    expect(formatUnits(BigInt(token?.balance ?? '0x0'), usdc.decimals)).toBe('1000000')
  })

  it('refuses another account (4100) and is unsupported without tracked assets (4200)', async () => {
    const { manifest } = devnet()
    const wallet = devnetWallet(0, { assets: { 31337: [] } })
    await wallet.request({ method: 'eth_requestAccounts' })
    const other = manifest.evm.accounts[4]?.address
    const refused = await wallet
      .request({ method: 'wallet_getAssets', params: [{ account: other }] })
      .catch((error: { code: number }) => error.code)
    expect(refused).toBe(4100)
    const plain = devnetWallet(0)
    await plain.request({ method: 'eth_requestAccounts' })
    const unsupported = await plain
      .request({ method: 'wallet_getAssets', params: [{ account: plain.address }] })
      .catch((error: { code: number }) => error.code)
    expect(unsupported).toBe(4200)
  })
})
