import { AppKitError } from '@openappkit/common/errors'
import {
  onStandardAccountsChange,
  standardAccount,
  standardAccountsOf,
  standardDisconnect,
  standardFeature,
} from '@openappkit/controllers'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  type BitcoinAccount,
  type BitcoinWallet,
  orderAccounts,
  purposeOfAddress,
} from './bitcoin-wallet.ts'
import { rethrowWalletError } from './wallet-rpc-error.ts'

type ConnectFeature = {
  connect(input?: { purposes?: string[] }): Promise<{ accounts: readonly WalletAccount[] }>
}
type SignMessageFeature = {
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}
type SignTransactionFeature = {
  signTransaction(
    ...inputs: {
      psbt: Uint8Array
      inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
      chain?: string
    }[]
  ): Promise<readonly { signedPsbt: Uint8Array }[]>
}

/** Whether a registered wallet speaks the Bitcoin Wallet Standard. */
export function isStandardBitcoinWallet(wallet: Wallet): boolean {
  return 'bitcoin:connect' in wallet.features && 'bitcoin:signMessage' in wallet.features
}

// hex and base64 by hand rather than common/encoding's: these wallets are on the Bitcoin presets'
// first paint, where the shared codec chunks cost 0.46 kB gzip (packages/common/README.md#codecs).
function hex(bytes: ArrayLike<number>): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function toAccounts(accounts: readonly WalletAccount[]): BitcoinAccount[] {
  return orderAccounts(
    standardAccountsOf(accounts, 'bitcoin').map((account) => ({
      address: account.address,
      publicKey: hex(account.publicKey),
      purpose: purposeOfAddress(account.address),
    })),
  )
}

function base64Of(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
}

function bytesOfBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (character) => character.charCodeAt(0))
}

/** A Bitcoin Wallet Standard wallet through the calls the adapter makes. */
export function toStandardBitcoinWallet(wallet: Wallet): BitcoinWallet {
  return {
    id: wallet.name,
    name: wallet.name,
    icon: wallet.icon,
    async connect(silent) {
      // Wallets list the accounts this site was given; none means not authorized yet.
      if (silent) return toAccounts(wallet.accounts)
      const feature = standardFeature<ConnectFeature>(wallet, 'bitcoin:connect')
      const { accounts } = await feature
        .connect({ purposes: ['payment', 'ordinals'] })
        .catch(rethrowWalletError)
      const found = toAccounts(accounts)
      if (found.length === 0) throw new AppKitError('NO_ACCOUNT_RETURNED')
      return found
    },
    disconnect: () => standardDisconnect(wallet),
    async signMessage(address, message) {
      const feature = standardFeature<SignMessageFeature>(wallet, 'bitcoin:signMessage')
      const [output] = await feature
        .signMessage({
          account: standardAccount(wallet, address),
          message: new TextEncoder().encode(message),
        })
        .catch(rethrowWalletError)
      if (!output) throw new AppKitError('INVALID_JSON_RESPONSE')
      // The signature's bytes are the UTF-8 of its base64 text (BIP-322 serializes to base64).
      return new TextDecoder().decode(output.signature)
    },
    async signPsbt(psbt, signInputs) {
      const feature = standardFeature<SignTransactionFeature>(wallet, 'bitcoin:signTransaction')
      const [output] = await feature
        .signTransaction({
          psbt: bytesOfBase64(psbt),
          inputsToSign: Object.entries(signInputs).map(([address, signingIndexes]) => ({
            account: standardAccount(wallet, address),
            signingIndexes,
          })),
        })
        .catch(rethrowWalletError)
      if (!output) throw new AppKitError('INVALID_JSON_RESPONSE')
      return base64Of(output.signedPsbt)
    },
    onChange: (listener) => onStandardAccountsChange(wallet, () => listener()),
  }
}
