import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import { STORAGE_KEYS } from '../../platform/storage/keys.ts'
import { readStoredJson } from '../../platform/storage/stored-json.ts'
import { storedPreferredAccountTypesSchema } from './account-types.ts'

/** Applies the visitor's remembered account types over the defaults. */
export async function restorePreferredAccountTypes(core: AppKitCore): Promise<void> {
  const stored = await readStoredJson(
    core.services,
    STORAGE_KEYS.preferredAccountTypes,
    storedPreferredAccountTypesSchema,
  )
  for (const [namespace, accountType] of Object.entries(stored ?? {})) {
    const chain = core.state.chains.chains[namespace as ChainNamespace]
    if (chain) chain.accountState.preferredAccountType = accountType
  }
}
