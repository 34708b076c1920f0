import { isProxy } from 'node:util/types'
import { describe, expect, it } from 'vitest'
import { connect } from '../../flows/connect/connect.ts'
import { disconnect } from '../../flows/connect/disconnect.ts'
import { createCoreWithWallets } from '../../test-utils/connected-core.ts'
import { getWalletProvider } from './get-wallet-provider.ts'
import { setConnectors } from './set-connectors.ts'

describe('getWalletProvider', () => {
  it('is undefined until a wallet connects, then the object the adapter returned', async () => {
    const { core, evmWallet, solanaWallet } = createCoreWithWallets()
    expect(getWalletProvider(core)).toBeUndefined()
    await connect(core, { connectorId: 'io.metamask' })
    expect(getWalletProvider(core)).toBe(evmWallet)
    expect(isProxy(getWalletProvider(core))).toBe(false)
    expect(getWalletProvider(core, { namespace: 'solana' })).toBeUndefined()
    await connect(core, { connectorId: 'phantom', namespace: 'solana' })
    expect(getWalletProvider(core)).toBe(solanaWallet)
    expect(getWalletProvider(core, { namespace: 'eip155' })).toBe(evmWallet)
  })

  it('forgets the provider on disconnect', async () => {
    const { core } = createCoreWithWallets()
    await connect(core, { connectorId: 'io.metamask' })
    await disconnect(core, { namespace: 'eip155' })
    expect(getWalletProvider(core, { namespace: 'eip155' })).toBeUndefined()
    expect(core.runtime.walletProviders.size).toBe(0)
  })

  it("falls back to the active connector's provider when the adapter returned none", async () => {
    const { core, evmAdapter } = createCoreWithWallets()
    const provider = { request: async () => null }
    await connect(core, { connectorId: 'io.metamask' })
    core.runtime.walletProviders.clear()
    const [connector] = evmAdapter.getConnectors()
    setConnectors(core, {
      connectors: [{ ...(connector as NonNullable<typeof connector>), provider }],
    })
    expect(getWalletProvider(core, { namespace: 'eip155' })).toBe(provider)
  })
})
