import { bytesToBase64, decodeBase58, encodeBase58 } from '@openappkit/common/encoding'
import { AppKitError } from '@openappkit/common/errors'
import type { EmbeddedWalletEip1193Provider } from '@openappkit/controllers'
import { withSignature } from '../transactions/with-signature.ts'
import type { SolanaWallet } from './solana-wallet.ts'

const signatureOf = (result: unknown) => {
  const { signature } = (result ?? {}) as { signature?: unknown }
  if (typeof signature !== 'string' || !signature) {
    throw new AppKitError('INVALID_JSON_RPC_RESPONSE')
  }
  return signature
}

/**
 * The embedded wallet (email and social login) as a Solana wallet: its ed25519 account, and
 * `solana_signMessage` / `solana_signTransaction` answered by the frame once the visitor approved
 * them; the adapter sends what it signed on the active cluster.
 */
export function toEmbeddedSolanaWallet(provider: EmbeddedWalletEip1193Provider): SolanaWallet {
  let addresses: string[] = []
  const accounts = async (method: 'solana_accounts' | 'solana_requestAccounts') => {
    addresses = (await provider.request({ method })) as string[]
    return addresses
  }
  return {
    name: 'Embedded wallet',
    icon: '',
    addresses: () => addresses,
    connect: (silent) => accounts(silent ? 'solana_accounts' : 'solana_requestAccounts'),
    async disconnect() {
      await provider.request({ method: 'wallet_revokePermissions', params: [{}] })
      addresses = []
    },
    onChange(listener) {
      // Signing out anywhere (another namespace, another tab's revocation) ends it here too.
      const onAccounts = (list: string[]) => {
        if (list.length === 0) {
          addresses = []
          listener([])
        }
      }
      provider.on('accountsChanged', onAccounts as never)
      return () => provider.removeListener('accountsChanged', onAccounts as never)
    },
    async signMessage(address, message) {
      const result = await provider.request({
        method: 'solana_signMessage',
        params: { message: encodeBase58(message), pubkey: address },
      })
      return decodeBase58(signatureOf(result))
    },
    async signTransaction(address, transaction) {
      const result = await provider.request({
        method: 'solana_signTransaction',
        params: { transaction: bytesToBase64(transaction) },
      })
      return withSignature(transaction, address, signatureOf(result))
    },
    canSignAndSend: () => false,
    signAndSendTransaction: () =>
      Promise.reject(
        new AppKitError('WALLET_FEATURE_UNSUPPORTED', {
          params: { wallet: 'Embedded wallet', feature: 'solana_signAndSendTransaction' },
        }),
      ),
  }
}
