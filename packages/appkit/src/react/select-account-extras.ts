import type { ChainNamespace } from '@openappkit/common/caip'
import type { AccountType } from '@openappkit/common/validation'
import type { AppKitState, SocialLogin, StateSnapshot } from '@openappkit/controllers/internal'

/** How the visitor signed in to the embedded wallet, as the incumbent's `embeddedWalletInfo`. */
export type EmbeddedWalletInfo = {
  user: { email?: string | undefined; username?: string | undefined }
  /** `email`, or the social provider of the login. */
  authProvider: SocialLogin | 'email'
  /** EVM only: the account in use is the wallet's plain key or its smart account. */
  accountType: AccountType | undefined
  isSmartAccountDeployed: boolean
}

/** One account of the namespace's connections (the incumbent's `allAccounts` entries). */
export type AppKitAccountEntry = {
  namespace: ChainNamespace
  address: string
  type: string | undefined
  /** Bitcoin: the account's public key (hex), as the wallet gave it. */
  publicKey?: string | undefined
  /** Bitcoin: the derivation path, when the wallet tells it. */
  path?: string | undefined
}

export type SelectAccountExtrasParameters = {
  chains: StateSnapshot<AppKitState['chains']>
  connectors: StateSnapshot<AppKitState['connectors']>
  connections: StateSnapshot<AppKitState['connections']>
  namespace: ChainNamespace | undefined
}

export type SelectAccountExtrasReturnType = {
  embeddedWalletInfo: EmbeddedWalletInfo | undefined
  allAccounts: AppKitAccountEntry[]
}

function isAuthConnector(
  connectors: SelectAccountExtrasParameters['connectors'],
  namespace: ChainNamespace,
): boolean {
  const id = connectors.activeConnectorIds[namespace]
  if (id === undefined) return false
  const all = connectors.allConnectors.flatMap((connector) => [
    connector,
    ...(connector.connectors ?? []),
  ])
  const connector =
    all.find((known) => known.id === id && known.chain === namespace) ??
    all.find((known) => known.id === id)
  return connector?.type === 'AUTH'
}

/**
 * What `useAppKitAccount` adds to the account: the embedded wallet's login (only while the
 * namespace is connected through it) and every account of the namespace's live connections.
 */
export function selectAccountExtras({
  chains,
  connectors,
  connections,
  namespace,
}: SelectAccountExtrasParameters): SelectAccountExtrasReturnType {
  const target = namespace ?? chains.activeChain
  const account = target ? chains.chains[target]?.accountState : undefined
  if (!target || !account?.caipAddress) return { embeddedWalletInfo: undefined, allAccounts: [] }
  const isAuth = isAuthConnector(connectors, target)
  const embeddedWalletInfo: EmbeddedWalletInfo | undefined = isAuth
    ? {
        user: {
          email: account.user?.email ?? undefined,
          username: account.user?.username,
        },
        authProvider: account.socialProvider ?? 'email',
        accountType:
          target === 'eip155' ? (account.preferredAccountType as AccountType | undefined) : 'eoa',
        isSmartAccountDeployed: account.smartAccountDeployed,
      }
    : undefined
  const live = connections.connections[target] ?? []
  const keyOf = (address: string) => (target === 'eip155' ? address.toLowerCase() : address)
  // Only the embedded wallet has smart accounts; a Bitcoin wallet names its accounts' purposes.
  const fallbackType = isAuth
    ? account.preferredAccountType
    : target === 'bip122'
      ? undefined
      : 'eoa'
  const entriesOf = (address: string) =>
    live
      .flatMap((connection) => connection.accounts)
      .filter((entry) => keyOf(entry.address) === keyOf(address))
  const seen = new Set<string>()
  const allAccounts: AppKitAccountEntry[] = []
  const add = (address: string) => {
    if (seen.has(keyOf(address))) return
    seen.add(keyOf(address))
    const entries = entriesOf(address)
    const type = entries.find((entry) => entry.type !== undefined)?.type ?? fallbackType
    const publicKey = entries.find((entry) => entry.publicKey)?.publicKey
    const path = entries.find((entry) => entry.path)?.path
    allAccounts.push({
      namespace: target,
      address,
      type,
      ...(publicKey ? { publicKey } : {}),
      ...(path ? { path } : {}),
    })
  }
  // The account in use first, then the other accounts of every live connection.
  if (account.address) add(account.address)
  for (const connection of live) {
    for (const entry of connection.accounts) add(entry.address)
  }
  return { embeddedWalletInfo, allAccounts }
}
