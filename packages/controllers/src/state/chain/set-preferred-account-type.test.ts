import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../platform/services/memory-storage.ts'
import { STORAGE_KEYS } from '../../platform/storage/keys.ts'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { mainnet } from '../../test-utils/networks.ts'
import { getPreferredAccountType } from './get-preferred-account-type.ts'
import { restorePreferredAccountTypes } from './restore-preferred-account-types.ts'
import { setPreferredAccountType } from './set-preferred-account-type.ts'
import type { PreferredAccountType } from './types.ts'

describe('preferred account type', () => {
  it('defaults to eip155 smartAccount, solana eoa, bip122 payment', () => {
    const { core } = createTestCore()
    expect(getPreferredAccountType(core)).toBe('smartAccount')
    expect(getPreferredAccountType(core, { namespace: 'solana' })).toBe('eoa')
    expect(getPreferredAccountType(core, { namespace: 'bip122' })).toBe('payment')
    expect(getPreferredAccountType(core, { namespace: 'polkadot' })).toBe('eoa')
  })

  it('is chosen per chain and remembered in storage', async () => {
    const storage = createMemoryStorage()
    const { core } = createTestCore({ storage })
    await setPreferredAccountType(core, { namespace: 'eip155', accountType: 'eoa' })
    await setPreferredAccountType(core, { namespace: 'bip122', accountType: 'ordinal' })
    expect(getPreferredAccountType(core)).toBe('eoa')
    expect(getPreferredAccountType(core, { namespace: 'bip122' })).toBe('ordinal')
    expect(JSON.parse((await storage.getItem(STORAGE_KEYS.preferredAccountTypes)) ?? '')).toEqual({
      eip155: 'eoa',
      bip122: 'ordinal',
    })

    const { core: next } = createTestCore({ storage })
    await restorePreferredAccountTypes(next)
    expect(getPreferredAccountType(next)).toBe('eoa')
    expect(getPreferredAccountType(next, { namespace: 'bip122' })).toBe('ordinal')
  })

  it('refuses a type that does not fit the namespace', async () => {
    const { core } = createTestCore()
    await expect(
      setPreferredAccountType(core, { namespace: 'solana', accountType: 'smartAccount' }),
    ).rejects.toThrow('Invalid account type smartAccount for solana')
    await expect(
      setPreferredAccountType(core, {
        namespace: 'eip155',
        accountType: 'payment' as PreferredAccountType,
      }),
    ).rejects.toThrow()
  })

  it('ignores stored values that do not fit and unconfigured namespaces', async () => {
    const storage = createMemoryStorage({
      initial: {
        [STORAGE_KEYS.preferredAccountTypes]: JSON.stringify({
          eip155: 'ordinal',
          solana: 'eoa',
          polkadot: 'eoa',
        }),
      },
    })
    const { core } = createTestCore({ storage, networks: [mainnet] })
    await restorePreferredAccountTypes(core)
    expect(getPreferredAccountType(core)).toBe('smartAccount')
    expect(getPreferredAccountType(createTestCore().core, { namespace: undefined })).toBe(
      'smartAccount',
    )
  })

  it('has no type without an active chain', () => {
    const { core } = createTestCore()
    core.state.chains.activeChain = undefined
    expect(getPreferredAccountType(core)).toBeUndefined()
  })
})
