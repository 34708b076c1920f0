import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import { AppKitError } from '@openappkit/common/errors'
import type { WalletConnectEip1193Provider } from '@openappkit/controllers'
import {
  type BitcoinAccount,
  type BitcoinAccountPurpose,
  type BitcoinWallet,
  orderAccounts,
  purposeOfAddress,
} from './bitcoin-wallet.ts'
import { rethrowWalletError } from './wallet-rpc-error.ts'

/** A session account in the `bip122` namespace: its chain (CAIP-2) and address. */
export type Bip122SessionAccount = { chain: string; address: string }

/** The `bip122:<ref>:<address>` accounts among a session's CAIP-10 accounts, in order, once each. */
export function bip122AccountsOf(accounts: readonly string[]): Bip122SessionAccount[] {
  const found: Bip122SessionAccount[] = []
  for (const account of accounts) {
    const [namespace, reference, address] = account.split(':')
    if (namespace !== 'bip122' || !reference || !address) continue
    const chain = `bip122:${reference}`
    if (!found.some((item) => item.chain === chain && item.address === address))
      found.push({ chain, address })
  }
  return found
}

type AccountAddress = {
  address?: unknown
  publicKey?: unknown
  path?: unknown
  intention?: unknown
}

function purposeOf(address: string, intention: unknown): BitcoinAccountPurpose {
  if (intention === 'payment') return 'payment'
  if (intention === 'ordinal' || intention === 'ordinals') return 'ordinal'
  return purposeOfAddress(address)
}

/**
 * The accounts of a `getAccountAddresses` result: payment then ordinal; the session's address
 * is the payment one when the wallet lists none (a wallet answering with its first address only).
 */
export function accountsOfAddresses(result: unknown, sessionAddress: string): BitcoinAccount[] {
  const listed = (Array.isArray(result) ? (result as AccountAddress[]) : [])
    .filter((item) => typeof item?.address === 'string' && item.address !== '')
    .map((item) => ({
      address: item.address as string,
      publicKey: typeof item.publicKey === 'string' ? item.publicKey : '',
      purpose: purposeOf(item.address as string, item.intention),
      ...(typeof item.path === 'string' && item.path !== '' ? { path: item.path } : {}),
    }))
  const session = listed.find((item) => item.address === sessionAddress)
  const payment = session?.purpose === 'payment' ? session : undefined
  return orderAccounts([
    payment ?? { address: sessionAddress, publicKey: session?.publicKey ?? '', purpose: 'payment' },
    ...listed.filter((item) => item.purpose === 'ordinal'),
  ])
}

const HEX = /^(?:[0-9a-f]{2})+$/i

/**
 * A `signMessage` signature as the adapter hands it on (base64): the WalletConnect reference
 * answers hex, some wallets base64. Base64 of a BIP-322 or legacy signature never reads as hex
 * (its first character is `A`...`K` followed by non-hex ones).
 */
export function signatureToBase64(signature: string): string {
  if (!HEX.test(signature)) return signature
  // By hand, as standard-bitcoin-wallet.ts says why (first paint).
  const bytes = signature.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? []
  return btoa(String.fromCharCode(...bytes))
}

function stringField(result: unknown, key: 'signature' | 'psbt'): string {
  const value = (result as Record<string, unknown> | null)?.[key]
  if (typeof value !== 'string' || value === '') throw new AppKitError('INVALID_JSON_RPC_RESPONSE')
  return value
}

// Wallets that serve only part of the reference (no getAccountAddresses) still connect.
const UNSUPPORTED = new Set([4200, -32601])

/**
 * The site's WalletConnect session seen as a Bitcoin wallet, through the WalletConnect Bitcoin
 * JSON-RPC reference (`getAccountAddresses`, `signMessage`, `signPsbt`) in the `bip122`
 * namespace. The session's account on `chain()` (else its first `bip122` one) is the payment
 * address and the `account` every request names; the ordinal one comes from
 * `getAccountAddresses`. The adapter builds, finalizes and broadcasts what the phone signs.
 */
export function toWalletConnectBitcoinWallet(
  provider: WalletConnectEip1193Provider,
  chain: () => string,
): BitcoinWallet {
  let current: Bip122SessionAccount | undefined
  const call = async (method: string, params: Record<string, unknown>) => {
    if (!current) throw new AppKitError('NO_WALLET_CONNECTED')
    return provider
      .requestOnChain({ method, params: { account: current.address, ...params } }, current.chain)
      .catch(rethrowWalletError)
  }
  const accountsOf = async (sessionAccounts: readonly string[]) => {
    const found = bip122AccountsOf(sessionAccounts)
    current = found.find((item) => item.chain === chain()) ?? found[0]
    if (!current) return []
    const { address } = current
    const listed = await call('getAccountAddresses', { intentions: ['payment', 'ordinal'] }).catch(
      (error: unknown) => {
        if (UNSUPPORTED.has((error as { code?: unknown })?.code as number)) return []
        throw error
      },
    )
    return accountsOfAddresses(listed, address)
  }
  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    icon: undefined,
    async connect(silent) {
      if (silent) return accountsOf(await provider.getSessionAccounts())
      const accounts = await accountsOf(await provider.connect())
      if (accounts.length === 0) throw new AppKitError('NO_ACCOUNT_RETURNED')
      return accounts
    },
    async disconnect() {
      current = undefined
      await provider.disconnect()
    },
    async signMessage(address, message) {
      const result = await call('signMessage', { address, message, protocol: 'bip322' })
      return signatureToBase64(stringField(result, 'signature'))
    },
    async signPsbt(psbt, signInputs) {
      const inputs = Object.entries(signInputs).flatMap(([address, indexes]) =>
        indexes.map((index) => ({ address, index })),
      )
      const result = await call('signPsbt', { psbt, signInputs: inputs, broadcast: false })
      return stringField(result, 'psbt')
    },
    onChange(listener) {
      const onEvent = ({ name }: { name?: unknown }) => {
        if (name === 'bip122_addressesChanged' || name === 'accountsChanged') listener()
      }
      const handlers = [
        ['session_update', () => listener()],
        ['disconnect', () => listener()],
        ['session_event', onEvent],
      ] as const
      for (const [event, handler] of handlers) provider.on(event, handler as never)
      return () => {
        for (const [event, handler] of handlers) provider.removeListener(event, handler as never)
      }
    },
  }
}
