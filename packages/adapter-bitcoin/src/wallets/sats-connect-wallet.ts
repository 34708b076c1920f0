import { AppKitError } from '@openappkit/common/errors'
import {
  type BitcoinAccount,
  type BitcoinWallet,
  orderAccounts,
  purposeOfAddress,
} from './bitcoin-wallet.ts'
import { toWalletRpcError } from './wallet-rpc-error.ts'

/** An entry of `window.btc_providers`, as sats-connect wallets announce themselves. */
export type SatsConnectProviderInfo = { id: string; name: string; icon?: string | undefined }

/** The provider object a sats-connect wallet puts on `window`. */
export type SatsConnectProvider = {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?(event: string, listener: () => void): (() => void) | undefined
}

type Envelope = { result?: unknown; error?: { code?: number; message?: string } }
type SatsAddress = { address?: unknown; publicKey?: unknown; purpose?: unknown }

function accountsOf(value: unknown): BitcoinAccount[] {
  const list = Array.isArray(value) ? value : (value as { addresses?: unknown } | null)?.addresses
  if (!Array.isArray(list)) return []
  const accounts = (list as SatsAddress[])
    .filter((item) => typeof item?.address === 'string' && item.purpose !== 'stacks')
    .map((item) => ({
      address: item.address as string,
      publicKey: typeof item.publicKey === 'string' ? item.publicKey : '',
      purpose:
        item.purpose === 'ordinals'
          ? ('ordinal' as const)
          : item.purpose === 'payment'
            ? ('payment' as const)
            : purposeOfAddress(item.address as string),
    }))
  return orderAccounts(accounts)
}

/** The provider object at a dotted path from `window` (`XverseProviders.BitcoinProvider`). */
export function resolveSatsConnectProvider(
  scope: object,
  id: string,
): SatsConnectProvider | undefined {
  let value: unknown = scope
  for (const key of id.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return typeof (value as SatsConnectProvider | undefined)?.request === 'function'
    ? (value as SatsConnectProvider)
    : undefined
}

/** A sats-connect wallet (Xverse, Magic Eden, Leather's adapter...) through its `request()` API. */
export function toSatsConnectWallet(
  info: SatsConnectProviderInfo,
  provider: SatsConnectProvider,
): BitcoinWallet {
  const call = async (method: string, params?: unknown): Promise<unknown> => {
    const envelope = (await provider.request(method, params)) as Envelope | null
    if (envelope?.error) {
      const { code = -32603, message = 'Wallet error' } = envelope.error
      throw toWalletRpcError(code, message)
    }
    return envelope?.result
  }
  return {
    id: info.id,
    name: info.name,
    icon: info.icon,
    async connect(silent) {
      const purposes = ['payment', 'ordinals']
      if (silent) {
        try {
          return accountsOf(await call('getAddresses', { purposes }))
        } catch {
          return []
        }
      }
      const accounts = accountsOf(await call('wallet_connect', { addresses: purposes }))
      if (accounts.length === 0) throw new AppKitError('NO_ACCOUNT_RETURNED')
      return accounts
    },
    async disconnect() {
      await call('wallet_disconnect').catch(() => undefined)
    },
    async signMessage(address, message) {
      const result = (await call('signMessage', { address, message })) as { signature?: unknown }
      if (typeof result?.signature !== 'string') throw new AppKitError('INVALID_JSON_RESPONSE')
      return result.signature
    },
    async signPsbt(psbt, signInputs) {
      const result = (await call('signPsbt', { psbt, signInputs, broadcast: false })) as {
        psbt?: unknown
      }
      if (typeof result?.psbt !== 'string') throw new AppKitError('INVALID_JSON_RESPONSE')
      return result.psbt
    },
    onChange(listener) {
      const stops = ['accountChange', 'disconnect'].map((event) =>
        provider.addListener?.(event, listener),
      )
      return () => {
        for (const stop of stops) stop?.()
      }
    },
  }
}
