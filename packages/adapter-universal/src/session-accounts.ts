/** One account of a WalletConnect session, split from its CAIP-10 id. */
export type SessionAccount = { caipNetworkId: string; reference: string; address: string }

/** The accounts of `namespace` among a session's CAIP-10 ids, in the wallet's order. */
export function accountsOfNamespace(
  caipAccounts: readonly string[],
  namespace: string,
): SessionAccount[] {
  const accounts: SessionAccount[] = []
  for (const id of caipAccounts) {
    // The address is everything after the second colon (some namespaces allow colons in it).
    const first = id.indexOf(':')
    const second = id.indexOf(':', first + 1)
    if (first < 0 || second < 0 || id.slice(0, first) !== namespace) continue
    const reference = id.slice(first + 1, second)
    const address = id.slice(second + 1)
    if (!reference || !address) continue
    accounts.push({ caipNetworkId: `${namespace}:${reference}`, reference, address })
  }
  return accounts
}
