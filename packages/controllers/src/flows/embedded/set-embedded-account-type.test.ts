import { isAppKitError } from '@openappkit/common/errors'
import type { AccountType } from '@openappkit/common/validation'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../../platform/services/memory-storage.ts'
import type { KeyValueStorage } from '../../platform/services/types.ts'
import { STORAGE_KEYS } from '../../platform/storage/keys.ts'
import { restorePreferredAccountTypes } from '../../state/chain/restore-preferred-account-types.ts'
import { setConnectors } from '../../state/connector/set-connectors.ts'
import { setEmbeddedWalletClient } from '../../state/embedded-wallet/get-embedded-wallet-client.ts'
import { createMemoryEmbeddedWallet } from '../../test-kit/create-memory-embedded-wallet.ts'
import { AUTH_CONNECTOR, withAuthConnector } from '../../test-utils/auth-wallet.ts'
import {
  createCoreWithWallets,
  EVM_ADDRESS,
  EVM_ADDRESS_2,
} from '../../test-utils/connected-core.ts'
import { connect } from '../connect/connect.ts'
import { setEmbeddedAccountType } from './set-embedded-account-type.ts'

// The AUTH connector connects to EVM_ADDRESS: the smart account, active by default
// (docs/project/behaviour.md §4).
const SMART_ACCOUNT = EVM_ADDRESS
const EOA = EVM_ADDRESS_2

async function connectedEmbeddedWallet(
  options: {
    storage?: KeyValueStorage
    enabledNetworks?: number[]
    accountType?: AccountType
  } = {},
) {
  const context = createCoreWithWallets({ storage: options.storage ?? createMemoryStorage() })
  const { core, evmAdapter } = context
  await restorePreferredAccountTypes(core)
  const wallet = createMemoryEmbeddedWallet({
    smartAccount: {
      email: 'ada@example.com',
      eoa: EOA,
      smartAccount: SMART_ACCOUNT,
      enabledNetworks: options.enabledNetworks ?? [1],
      accountType: options.accountType,
    },
  })
  withAuthConnector(evmAdapter)
  // The adapter connects to the account the wallet has active, as the frame's provider does.
  evmAdapter.connect = async () => ({
    id: 'AUTH',
    type: 'AUTH',
    address: wallet.accountType === 'eoa' ? EOA : SMART_ACCOUNT,
    chainId: 1,
  })
  setConnectors(core, { connectors: [AUTH_CONNECTOR] })
  setEmbeddedWalletClient(core, wallet)
  await connect(core, { connectorId: 'AUTH' })
  const account = () => core.state.chains.chains.eip155?.accountState
  return { ...context, wallet, account }
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (isAppKitError(error) ? error.code : String(error)),
  )

describe('embedded wallet smart account', () => {
  it('reads the accounts, the active type, the deployment and the smart-account networks on connect', async () => {
    const { core, account } = await connectedEmbeddedWallet()
    expect(account()).toMatchObject({
      address: SMART_ACCOUNT,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
      user: {
        email: 'ada@example.com',
        accounts: [
          { address: SMART_ACCOUNT, type: 'smartAccount' },
          { address: EOA, type: 'eoa' },
        ],
      },
    })
    expect(core.state.chains.chains.eip155?.networkState.smartAccountEnabledNetworks).toEqual([1])
  })

  it('switches to the EOA and back, moving the connected address and remembering the choice', async () => {
    const storage = createMemoryStorage()
    const { core, wallet, account } = await connectedEmbeddedWallet({ storage })
    expect(await setEmbeddedAccountType(core, { accountType: 'eoa' })).toEqual({
      type: 'eoa',
      address: EOA,
    })
    expect(account()).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
    expect(core.state.chains.activeCaipAddress).toBe(`eip155:1:${EOA}`)
    expect(JSON.parse((await storage.getItem(STORAGE_KEYS.preferredAccountTypes)) ?? '')).toEqual({
      eip155: 'eoa',
    })
    // Already the EOA: nothing is sent.
    const sent = wallet.calls.filter((call) => call.method === 'setPreferredAccount').length
    await setEmbeddedAccountType(core, { accountType: 'eoa' })
    expect(wallet.calls.filter((call) => call.method === 'setPreferredAccount')).toHaveLength(sent)

    await setEmbeddedAccountType(core, { accountType: 'smartAccount' })
    expect(account()).toMatchObject({
      address: SMART_ACCOUNT,
      preferredAccountType: 'smartAccount',
    })
    expect(wallet.accountType).toBe('smartAccount')
  })

  it('brings the stored type back after a reload, even when the wallet forgot it', async () => {
    const storage = createMemoryStorage()
    const first = await connectedEmbeddedWallet({ storage })
    await setEmbeddedAccountType(first.core, { accountType: 'eoa' })
    // A fresh wallet frame (its storage cleared) starts on the smart account again.
    const next = await connectedEmbeddedWallet({ storage })
    expect(next.wallet.accountType).toBe('eoa')
    expect(next.account()).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
  })

  it('refuses the smart account where smart accounts are off (docs/project/behaviour.md §4) and keeps a failed switch out', async () => {
    const { core, wallet, account } = await connectedEmbeddedWallet({
      enabledNetworks: [137],
      accountType: 'eoa',
    })
    expect(account()?.preferredAccountType).toBe('eoa')
    expect(await codeOf(setEmbeddedAccountType(core, { accountType: 'smartAccount' }))).toBe(
      'ACCOUNT_TYPE_SWITCH_NOT_ALLOWED',
    )
    expect(wallet.calls.some((call) => call.method === 'setPreferredAccount')).toBe(false)

    const storage = createMemoryStorage()
    const other = await connectedEmbeddedWallet({ storage })
    other.wallet.failures.setPreferredAccount = 'frame unavailable'
    expect(await codeOf(setEmbeddedAccountType(other.core, { accountType: 'eoa' }))).toContain(
      'frame unavailable',
    )
    expect(other.account()).toMatchObject({
      address: SMART_ACCOUNT,
      preferredAccountType: 'smartAccount',
    })
    expect(await storage.getItem(STORAGE_KEYS.preferredAccountTypes)).toBeNull()
  })

  it('marks the smart account deployed after a send from it', async () => {
    const { wallet, account } = await connectedEmbeddedWallet()
    wallet.emitAccountEvent({ kind: 'sent', method: 'eth_sendTransaction' })
    expect(account()?.smartAccountDeployed).toBe(true)

    const batch = await connectedEmbeddedWallet()
    // A batch may still wait for the bundler: the wallet's word counts.
    batch.wallet.emitAccountEvent({ kind: 'sent', method: 'wallet_sendCalls' })
    await vi.waitFor(() =>
      expect(batch.wallet.calls.filter((call) => call.method === 'getUser')).toHaveLength(2),
    )
    expect(batch.account()?.smartAccountDeployed).toBe(false)
    batch.wallet.smartAccountDeployed = true
    batch.wallet.emitAccountEvent({ kind: 'sent', method: 'wallet_getCallsStatus' })
    await vi.waitFor(() => expect(batch.account()?.smartAccountDeployed).toBe(true))
  })

  it('follows a switch made elsewhere (the wallet tells its listeners)', async () => {
    const { wallet, account } = await connectedEmbeddedWallet()
    await wallet.setPreferredAccount?.('eoa')
    await vi.waitFor(() => expect(account()?.preferredAccountType).toBe('eoa'))
  })
})
