import type { SessionTypes } from '@walletconnect/types'

/** Every `eip155:<chain>:<address>` account of a session, as chain id → addresses. */
export function eip155AccountsOf(session: SessionTypes.Struct): Map<number, string[]> {
  const byChain = new Map<number, string[]>()
  for (const account of session.namespaces.eip155?.accounts ?? []) {
    const [namespace, reference, address] = account.split(':')
    if (namespace !== 'eip155' || !reference || !address) continue
    const chainId = Number(reference)
    byChain.set(chainId, [...(byChain.get(chainId) ?? []), address])
  }
  return byChain
}

/** The chain to start on: the first of the site's networks the wallet approved. */
export function initialChainOf(
  session: SessionTypes.Struct,
  networkIds: readonly number[],
): number | undefined {
  const approved = eip155AccountsOf(session)
  return networkIds.find((id) => approved.has(id)) ?? [...approved.keys()][0]
}

/** Addresses from an `accountsChanged` session event: plain or CAIP-10. */
export function addressesFromEvent(data: unknown): string[] {
  if (!Array.isArray(data)) return []
  return data
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.split(':').at(-1) as string)
}

/** A chain id from a `chainChanged` event or a CAIP-2 id: number, hex, decimal or `eip155:n`. */
export function chainIdFrom(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : ''
  const reference = text.includes(':') ? text.split(':').at(-1) : text
  const chainId = Number(reference)
  return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
}

/** Every account of a session, CAIP-10 (`solana:<ref>:<address>`), all namespaces. */
export function allAccountsOf(session: SessionTypes.Struct): string[] {
  return Object.values(session.namespaces).flatMap((namespace) => namespace.accounts)
}
