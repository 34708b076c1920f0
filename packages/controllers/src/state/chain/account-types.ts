import type { ChainNamespace } from '@openappkit/common/caip'
import { parseJsonRecord } from '../../platform/utils/parse-json-record.ts'
import { defineParser } from '../../platform/utils/safe-parser.ts'
import type { PreferredAccountType, PreferredAccountTypes } from './types.ts'

/** The account types each namespace accepts (docs/project/behaviour.md §4). */
export const ACCOUNT_TYPES_BY_NAMESPACE: {
  readonly [N in ChainNamespace]: readonly PreferredAccountTypes[N][]
} = {
  eip155: ['smartAccount', 'eoa'],
  solana: ['eoa'],
  polkadot: ['eoa'],
  bip122: ['payment', 'ordinal'],
}

/** Whether `type` is a valid preferred account type for `namespace`. */
export function isAccountTypeOf<N extends ChainNamespace>(
  namespace: N,
  type: unknown,
): type is PreferredAccountTypes[N] {
  return (ACCOUNT_TYPES_BY_NAMESPACE[namespace] as readonly unknown[]).includes(type)
}

/** Stored preferred account types; a value wrong for its namespace drops only that namespace. */
export const storedPreferredAccountTypesSchema = defineParser((stored) => {
  const record = parseJsonRecord(stored, (value) => value)
  if (!record) return undefined
  const types: Partial<Record<ChainNamespace, PreferredAccountType>> = {}
  for (const namespace of Object.keys(ACCOUNT_TYPES_BY_NAMESPACE) as ChainNamespace[]) {
    const value = record[namespace]
    if (isAccountTypeOf(namespace, value)) types[namespace] = value
  }
  return types
})
