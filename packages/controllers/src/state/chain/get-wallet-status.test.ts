import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { getWalletStatus } from './get-wallet-status.ts'
import { resetAccount } from './reset-account.ts'
import { setAccountStatus } from './set-account-status.ts'
import { setCaipAddress } from './set-caip-address.ts'
import { updateAccountState } from './update-account-state.ts'

describe('wallet status', () => {
  it('starts disconnected and follows connecting, reconnecting and connected', () => {
    const { core } = createTestCore()
    expect(getWalletStatus(core)).toBe('disconnected')
    for (const status of ['connecting', 'reconnecting', 'connected'] as const) {
      setAccountStatus(core, { namespace: 'eip155', status })
      expect(getWalletStatus(core)).toBe(status)
    }
    expect(getWalletStatus(core, { namespace: 'solana' })).toBe('disconnected')
  })

  it('is disconnected for a namespace without chain state', () => {
    const { core } = createTestCore()
    setAccountStatus(core, { namespace: 'polkadot', status: 'connected' })
    expect(getWalletStatus(core, { namespace: 'polkadot' })).toBe('disconnected')
    core.state.chains.activeChain = undefined
    expect(getWalletStatus(core)).toBe('disconnected')
  })

  it('account reset sets status disconnected and clears the account but keeps the preference', () => {
    const { core } = createTestCore()
    setCaipAddress(core, { namespace: 'eip155', caipAddress: 'eip155:1:0xabc' })
    setAccountStatus(core, { namespace: 'eip155', status: 'connected' })
    updateAccountState(core, {
      namespace: 'eip155',
      patch: { balance: '1.5', balanceSymbol: 'ETH', profileName: 'alice' },
    })
    const chain = core.state.chains.chains.eip155
    if (chain) chain.accountState.preferredAccountType = 'eoa'
    resetAccount(core, { namespace: 'eip155' })
    const account = core.state.chains.chains.eip155?.accountState
    expect(account?.status).toBe('disconnected')
    expect(account?.caipAddress).toBeUndefined()
    expect(account?.balance).toBeUndefined()
    expect(account?.profileName).toBeUndefined()
    expect(account?.preferredAccountType).toBe('eoa')
    expect(core.state.chains.activeCaipAddress).toBeUndefined()
    resetAccount(core, { namespace: 'polkadot' })
  })

  it('updateAccountState ignores unknown namespaces', () => {
    const { core } = createTestCore()
    updateAccountState(core, { namespace: 'polkadot', patch: { balance: '1' } })
    expect(core.state.chains.chains.polkadot).toBeUndefined()
  })
})
