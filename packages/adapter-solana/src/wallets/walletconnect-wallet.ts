import {
  base64ToBytes,
  bytesToBase64,
  decodeBase58,
  encodeBase58,
} from '@openappkit/common/encoding'
import { AppKitError } from '@openappkit/common/errors'
import type { WalletConnectEip1193Provider } from '@openappkit/controllers'
import { withSignature } from '../transactions/with-signature.ts'
import type { SolanaWallet } from './solana-wallet.ts'

/** Solana addresses among a session's CAIP-10 accounts (`solana:<ref>:<address>`). */
export function solanaAccountsOf(accounts: readonly string[]): string[] {
  const addresses = accounts
    .filter((account) => account.startsWith('solana:'))
    .map((account) => account.split(':')[2] ?? '')
    .filter(Boolean)
  return [...new Set(addresses)]
}

function signatureOf(result: unknown): string {
  const { signature } = (result ?? {}) as { signature?: unknown }
  if (typeof signature !== 'string' || !signature) {
    throw new AppKitError('INVALID_JSON_RPC_RESPONSE')
  }
  return signature
}

/**
 * The site's WalletConnect session seen as a Solana wallet: requests follow the WalletConnect
 * Solana reference (`solana_signMessage`, `solana_signTransaction`) on the active cluster, and the
 * adapter sends what the phone signed, so any cluster works (our local one included).
 */
export function toWalletConnectSolanaWallet(provider: WalletConnectEip1193Provider): SolanaWallet {
  let addresses: string[] = []
  const remember = (accounts: readonly string[]) => {
    addresses = solanaAccountsOf(accounts)
    return addresses
  }
  return {
    name: 'WalletConnect',
    icon: '',
    addresses: () => addresses,
    connect: async (silent) =>
      remember(silent ? await provider.getSessionAccounts() : await provider.connect()),
    disconnect: () => provider.disconnect(),
    onChange(listener) {
      const onUpdate = (accounts: string[]) => listener(remember(accounts))
      const onDisconnect = () => listener(remember([]))
      provider.on('session_update', onUpdate as never)
      provider.on('disconnect', onDisconnect as never)
      return () => {
        provider.removeListener('session_update', onUpdate as never)
        provider.removeListener('disconnect', onDisconnect as never)
      }
    },
    async signMessage(address, message, chain) {
      const result = await provider.requestOnChain(
        {
          method: 'solana_signMessage',
          params: { message: encodeBase58(message), pubkey: address },
        },
        chain,
      )
      return decodeBase58(signatureOf(result))
    },
    async signTransaction(address, transaction, chain) {
      const result = await provider.requestOnChain(
        { method: 'solana_signTransaction', params: { transaction: bytesToBase64(transaction) } },
        chain,
      )
      // The reference answers the signature; some wallets send the whole signed transaction.
      const { transaction: signed } = (result ?? {}) as { transaction?: unknown }
      if (typeof signed === 'string') return base64ToBytes(signed)
      return withSignature(transaction, address, signatureOf(result))
    },
    canSignAndSend: () => false,
    signAndSendTransaction: () =>
      Promise.reject(
        new AppKitError('WALLET_FEATURE_UNSUPPORTED', {
          params: { wallet: 'WalletConnect', feature: 'solana_signAndSendTransaction' },
        }),
      ),
  }
}
