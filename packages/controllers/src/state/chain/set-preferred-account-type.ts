import type { ChainNamespace } from '@openappkit/common/caip'
import { AppKitError } from '@openappkit/common/errors'
import { storageContextOf } from '../../core/storage-context-of.ts'
import type { AppKitCore } from '../../core/types.ts'
import { STORAGE_KEYS } from '../../platform/storage/keys.ts'
import { updateStoredJson } from '../../platform/storage/stored-json.ts'
import { isAccountTypeOf, storedPreferredAccountTypesSchema } from './account-types.ts'
import type { PreferredAccountType } from './types.ts'

export type SetPreferredAccountTypeParameters = {
  namespace: ChainNamespace
  accountType: PreferredAccountType
}

/** Sets and remembers the preferred account type of `namespace`; throws when it does not fit. */
export async function setPreferredAccountType(
  core: AppKitCore,
  { namespace, accountType }: SetPreferredAccountTypeParameters,
): Promise<void> {
  if (!isAccountTypeOf(namespace, accountType)) {
    throw new AppKitError('INVALID_ACCOUNT_TYPE', { params: { accountType, namespace } })
  }
  const chain = core.state.chains.chains[namespace]
  if (chain) chain.accountState.preferredAccountType = accountType
  await updateStoredJson(
    storageContextOf(core),
    STORAGE_KEYS.preferredAccountTypes,
    storedPreferredAccountTypesSchema,
    (stored) => ({ ...stored, [namespace]: accountType }),
  )
}
