import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { canSwitchToSmartAccount } from './can-switch-to-smart-account.ts'
import { setPreferredAccountType } from './set-preferred-account-type.ts'
import { updateNetworkState } from './update-network-state.ts'

describe('canSwitchToSmartAccount', () => {
  it('needs smart accounts enabled on the network and the current type eoa', async () => {
    const { core } = createTestCore()
    expect(canSwitchToSmartAccount(core)).toBe(false)
    updateNetworkState(core, { namespace: 'eip155', patch: { smartAccountEnabledNetworks: [1] } })
    // Default eip155 type is smartAccount: already one.
    expect(canSwitchToSmartAccount(core)).toBe(false)
    await setPreferredAccountType(core, { namespace: 'eip155', accountType: 'eoa' })
    expect(canSwitchToSmartAccount(core)).toBe(true)
    updateNetworkState(core, { namespace: 'eip155', patch: { smartAccountEnabledNetworks: [137] } })
    expect(canSwitchToSmartAccount(core)).toBe(false)
  })

  it('is false for namespaces without chain state', () => {
    const { core } = createTestCore()
    expect(canSwitchToSmartAccount(core, { namespace: 'polkadot' })).toBe(false)
    updateNetworkState(core, { namespace: 'polkadot', patch: { supportsAllNetworks: true } })
    expect(core.state.chains.chains.polkadot).toBeUndefined()
  })
})
