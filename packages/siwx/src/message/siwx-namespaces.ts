import type { ChainNamespace } from '@openappkit/common/caip'

/** The namespaces sign-in messages are defined for, with the chain name a message's header uses. */
export const SIWX_CHAIN_NAMES = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
} as const satisfies Partial<Record<ChainNamespace, string>>

/** A namespace sign-in messages are defined for. */
export type SiwxNamespace = keyof typeof SIWX_CHAIN_NAMES

/** Whether `namespace` has a sign-in message format. */
export function isSiwxNamespace(namespace: string): namespace is SiwxNamespace {
  return Object.hasOwn(SIWX_CHAIN_NAMES, namespace)
}
