import { describe, expect, it, vi } from 'vitest'
import { createCoreWithWallets, EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { polygon } from '../../test-utils/networks.ts'
import { readWalletAssets } from './read-wallet-assets.ts'

const asset = {
  address: '0x3333333333333333333333333333333333333333',
  balance: '0x0a',
  type: 'ERC20' as const,
  metadata: { name: 'Token', symbol: 'TKN', decimals: 1 },
}

function setup(capabilities: Record<string, Record<string, unknown>>) {
  const { core, evmAdapter } = createCoreWithWallets()
  const getCapabilities = vi.fn(async () => capabilities)
  const walletGetAssets = vi.fn(async () => ({ '0x89': [asset, { broken: true }] }))
  Object.assign(evmAdapter, { getCapabilities, walletGetAssets })
  return { core, getCapabilities, walletGetAssets }
}

describe('readWalletAssets', () => {
  it('asks for capabilities, then wallet_getAssets with account and hex chainFilter', async () => {
    const { core, getCapabilities, walletGetAssets } = setup({
      '0x89': { assetDiscovery: { supported: true } },
    })
    const balances = await readWalletAssets(core, { address: EVM_ADDRESS, caipNetwork: polygon })
    expect(getCapabilities).toHaveBeenCalledWith({ address: EVM_ADDRESS })
    expect(walletGetAssets).toHaveBeenCalledWith({ account: EVM_ADDRESS, chainFilter: ['0x89'] })
    expect(balances).toEqual([
      expect.objectContaining({
        symbol: 'TKN',
        chainId: 'eip155:137',
        quantity: { decimals: '1', numeric: '1' },
      }),
    ])
  })

  it('gives undefined when asset discovery is not supported on the network', async () => {
    const cases: Record<string, Record<string, unknown>>[] = [
      {},
      { '0x89': { assetDiscovery: { supported: false } } },
      { '0x1': { assetDiscovery: { supported: true } } },
    ]
    for (const capabilities of cases) {
      const { core, walletGetAssets } = setup(capabilities)
      expect(
        await readWalletAssets(core, { address: EVM_ADDRESS, caipNetwork: polygon }),
      ).toBeUndefined()
      expect(walletGetAssets).not.toHaveBeenCalled()
    }
  })

  it('gives undefined when the adapter has no capability calls', async () => {
    const { core } = createCoreWithWallets()
    expect(
      await readWalletAssets(core, { address: EVM_ADDRESS, caipNetwork: polygon }),
    ).toBeUndefined()
  })

  it('reads an empty list when the wallet has nothing on the network', async () => {
    const { core, walletGetAssets } = setup({ '0x89': { assetDiscovery: { supported: true } } })
    walletGetAssets.mockResolvedValueOnce({} as never)
    expect(await readWalletAssets(core, { address: EVM_ADDRESS, caipNetwork: polygon })).toEqual([])
  })
})
