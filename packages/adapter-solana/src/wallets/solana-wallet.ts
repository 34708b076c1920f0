import { AppKitError } from '@openappkit/common/errors'
import {
  onStandardAccountsChange,
  standardAccount,
  standardAccountsOf,
  standardDisconnect,
  standardFeature,
} from '@openappkit/controllers'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'

/** The Wallet Standard features a Solana wallet must have to be offered (one way to sign). */
export const SOLANA_SIGNING_FEATURES = [
  'solana:signAndSendTransaction',
  'solana:signTransaction',
  'solana:signMessage',
] as const

type ConnectFeature = {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>
}
type SignMessageFeature = {
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}
type SignTransactionFeature = {
  signTransaction(
    ...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: IdentifierString }[]
  ): Promise<readonly { signedTransaction: Uint8Array }[]>
}
type SignAndSendTransactionFeature = {
  signAndSendTransaction(
    ...inputs: { account: WalletAccount; transaction: Uint8Array; chain: IdentifierString }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}

/** Whether a registered wallet is a Solana wallet we can use. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    'standard:connect' in wallet.features &&
    SOLANA_SIGNING_FEATURES.some((feature) => feature in wallet.features) &&
    wallet.chains.some((chain) => chain.startsWith('solana:'))
  )
}

/** Solana addresses among a wallet's accounts (a multi-chain wallet lists others too). */
export function solanaAddressesOf(accounts: readonly WalletAccount[]): string[] {
  return standardAccountsOf(accounts, 'solana').map((account) => account.address)
}

/** A Wallet Standard wallet seen through the calls the adapter makes, bytes in and out. */
export type SolanaWallet = {
  readonly name: string
  readonly icon: string
  /** Addresses the wallet exposes to this site now. */
  addresses(): string[]
  /** Asks for the accounts; `silent` never prompts and returns none unless already authorized. */
  connect(silent: boolean): Promise<string[]>
  disconnect(): Promise<void>
  /** Calls `listener` with the addresses after every change the wallet reports. */
  onChange(listener: (addresses: string[]) => void): () => void
  signMessage(address: string, message: Uint8Array, chain: string): Promise<Uint8Array>
  signTransaction(address: string, transaction: Uint8Array, chain: string): Promise<Uint8Array>
  /** Whether the wallet can sign and send to its own node for `chain`. */
  canSignAndSend(address: string, chain: string): boolean
  signAndSendTransaction(
    address: string,
    transaction: Uint8Array,
    chain: string,
  ): Promise<Uint8Array>
}

/** The calls of the adapter on a Wallet Standard wallet. */
export function toSolanaWallet(wallet: Wallet): SolanaWallet {
  return {
    name: wallet.name,
    icon: wallet.icon,
    addresses: () => solanaAddressesOf(wallet.accounts),
    async connect(silent) {
      const { accounts } = await standardFeature<ConnectFeature>(
        wallet,
        'standard:connect',
      ).connect(silent ? { silent: true } : undefined)
      return solanaAddressesOf(accounts)
    },
    disconnect: () => standardDisconnect(wallet),
    onChange: (listener) =>
      onStandardAccountsChange(wallet, (accounts) => listener(solanaAddressesOf(accounts))),
    async signMessage(address, message) {
      const feature = standardFeature<SignMessageFeature>(wallet, 'solana:signMessage')
      const [output] = await feature.signMessage({
        account: standardAccount(wallet, address),
        message,
      })
      if (!output) throw new AppKitError('NO_ACCOUNT_RETURNED')
      return output.signature
    },
    async signTransaction(address, transaction, chain) {
      const feature = standardFeature<SignTransactionFeature>(wallet, 'solana:signTransaction')
      const [output] = await feature.signTransaction({
        account: standardAccount(wallet, address),
        transaction,
        chain: chain as IdentifierString,
      })
      if (!output) throw new AppKitError('NO_ACCOUNT_RETURNED')
      return output.signedTransaction
    },
    canSignAndSend(address, chain) {
      const account = wallet.accounts.find((item) => item.address === address)
      return (
        'solana:signAndSendTransaction' in wallet.features &&
        (account?.chains ?? wallet.chains).includes(chain as IdentifierString)
      )
    },
    async signAndSendTransaction(address, transaction, chain) {
      const feature = standardFeature<SignAndSendTransactionFeature>(
        wallet,
        'solana:signAndSendTransaction',
      )
      const [output] = await feature.signAndSendTransaction({
        account: standardAccount(wallet, address),
        transaction,
        chain: chain as IdentifierString,
      })
      if (!output) throw new AppKitError('NO_ACCOUNT_RETURNED')
      return output.signature
    },
  }
}
