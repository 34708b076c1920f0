import { AppKitError } from '@openappkit/common/errors'

/** The part of a Wallet Standard account (`@wallet-standard/base`'s WalletAccount) read here. */
export type StandardAccountLike = { readonly address: string; readonly chains: readonly string[] }

/** The part of a Wallet Standard wallet (`@wallet-standard/base`'s Wallet) read here. */
export type StandardWalletLike<TAccount extends StandardAccountLike = StandardAccountLike> = {
  readonly name: string
  readonly features: object
  readonly accounts: readonly TAccount[]
}

type StandardEvents<TAccount> = {
  on(
    event: 'change',
    listener: (properties: { accounts?: readonly TAccount[] }) => void,
  ): () => void
}

/** The wallet's feature `name` (`solana:signMessage`...), or `WALLET_FEATURE_UNSUPPORTED`. */
export function standardFeature<TFeature>(wallet: StandardWalletLike, name: string): TFeature {
  const feature = (wallet.features as Record<string, TFeature | undefined>)[name]
  if (!feature) {
    throw new AppKitError('WALLET_FEATURE_UNSUPPORTED', {
      params: { wallet: wallet.name, feature: name },
    })
  }
  return feature
}

/** The wallet's account of `address`, or `UNKNOWN_ACCOUNT`: features sign for accounts. */
export function standardAccount<TAccount extends StandardAccountLike>(
  wallet: StandardWalletLike<TAccount>,
  address: string,
): TAccount {
  const account = wallet.accounts.find((item) => item.address === address)
  if (!account) throw new AppKitError('UNKNOWN_ACCOUNT', { params: { address } })
  return account
}

/** The accounts for chains of `namespace` (`solana`, `bitcoin`): a multi-chain wallet lists others too. */
export function standardAccountsOf<TAccount extends StandardAccountLike>(
  accounts: readonly TAccount[],
  namespace: string,
): TAccount[] {
  return accounts.filter(
    (account) =>
      account.chains.length === 0 ||
      account.chains.some((chain) => chain.startsWith(`${namespace}:`)),
  )
}

/** `standard:disconnect` where the wallet has it; a wallet without it has nothing to end. */
export async function standardDisconnect(wallet: StandardWalletLike): Promise<void> {
  if ('standard:disconnect' in wallet.features) {
    await standardFeature<{ disconnect(): Promise<void> }>(
      wallet,
      'standard:disconnect',
    ).disconnect()
  }
}

/**
 * Follows `standard:events` changes of the accounts (a change without `accounts` is about chains
 * or features: the accounts stay); returns the function that stops following them.
 */
export function onStandardAccountsChange<TAccount extends StandardAccountLike>(
  wallet: StandardWalletLike<TAccount>,
  listener: (accounts: readonly TAccount[]) => void,
): () => void {
  if (!('standard:events' in wallet.features)) return () => undefined
  const events = standardFeature<StandardEvents<TAccount>>(wallet, 'standard:events')
  return events.on('change', ({ accounts }) => {
    if (accounts) listener(accounts)
  })
}
