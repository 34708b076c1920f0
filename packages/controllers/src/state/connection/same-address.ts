import type { ChainNamespace } from '@openappkit/common/caip'

/** Address equality per namespace: EVM hex addresses compare case-insensitively. */
export function isSameAddress(
  namespace: ChainNamespace,
  a: string | undefined,
  b: string | undefined,
): boolean {
  if (a === undefined || b === undefined) return false
  return namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b
}
