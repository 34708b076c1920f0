import { base64ToBytes, bytesToBase64 } from '@openappkit/common/encoding'
import { type BitcoinAddress, type BitcoinPurpose, publicAddress } from './bitcoin-keys.ts'
import type { BitcoinWalletCore } from './bitcoin-wallet-core.ts'
import {
  accessDenied,
  BITCOIN_ERROR_CODES,
  BitcoinWalletError,
  invalidParams,
} from './bitcoin-wallet-error.ts'

/** What `request` resolves to: a JSON-RPC 2.0 result or error; a refusal never rejects. */
export type SatsConnectResponse =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }

/** The events a sats-connect provider emits; listeners get `{ type }` and re-read addresses. */
export type SatsConnectEvent = 'accountChange' | 'disconnect'

/** The provider object `window.btc_providers` points to, as Xverse's `BitcoinProvider`. */
export type SatsConnectProvider = {
  request(method: string, params?: unknown): Promise<SatsConnectResponse>
  addListener(
    event: SatsConnectEvent,
    listener: (event: { type: SatsConnectEvent }) => void,
  ): () => void
}

type Params = Record<string, unknown>
type Handler = (core: BitcoinWalletCore, params: Params) => unknown

const ALL_PURPOSES: readonly BitcoinPurpose[] = ['payment', 'ordinals']

// The payment address first, then the ordinal one, keeping those the dapp asked for.
function addressesFor(core: BitcoinWalletCore, purposes: unknown): BitcoinAddress[] {
  const wanted = purposes === undefined ? ALL_PURPOSES : purposes
  if (!Array.isArray(wanted)) throw invalidParams('purposes must be a list')
  return [core.current.payment, core.current.ordinal]
    .filter((address) => wanted.includes(address.purpose))
    .map(publicAddress)
}

function text(params: Params, key: string): string {
  const value = params[key]
  if (typeof value !== 'string') throw invalidParams(`${key} must be a string`)
  return value
}

const HANDLERS: Record<string, Handler> = {
  wallet_connect: (core, params) => {
    core.connect('wallet_connect')
    return { addresses: addressesFor(core, params.addresses) }
  },
  getAccounts: (core, params) => {
    core.connect('getAccounts')
    return addressesFor(core, params.purposes)
  },
  getAddresses: (core, params) => {
    core.record('getAddresses')
    if (!core.authorized) throw accessDenied()
    return { addresses: addressesFor(core, params.purposes) }
  },
  wallet_disconnect: (core) => {
    core.disconnect('wallet_disconnect')
    return null
  },
  wallet_getNetwork: (core) => {
    core.record('wallet_getNetwork')
    return { bitcoin: { name: core.network.satsConnectName } }
  },
  signMessage: (core, params) =>
    core.signMessage(
      {
        address: text(params, 'address'),
        message: text(params, 'message'),
        protocol: params.protocol as 'BIP322' | 'ECDSA' | undefined,
      },
      'signMessage',
    ),
  signPsbt: async (core, params) => {
    let psbt: Uint8Array
    try {
      psbt = base64ToBytes(text(params, 'psbt'))
    } catch (error) {
      throw invalidParams('psbt must be base64', error)
    }
    const signed = await core.signPsbt(
      {
        psbt,
        signInputs: params.signInputs as Record<string, number[]>,
        broadcast: params.broadcast === true,
      },
      'signPsbt',
    )
    return { psbt: bytesToBase64(signed.psbt), ...(signed.txid ? { txid: signed.txid } : {}) }
  },
  sendTransfer: (core, params) =>
    core.sendTransfer(
      { recipients: params.recipients as { address: string; amount: number }[] },
      'sendTransfer',
    ),
}

/**
 * The sats-connect face of the wallet: `request(method, params)` answers with the JSON-RPC
 * envelope and the contract's codes, `addListener` relays account changes and disconnects.
 */
export function createSatsConnectProvider(core: BitcoinWalletCore): SatsConnectProvider {
  let nextId = 0
  return {
    async request(method, params) {
      const id = String(++nextId)
      const logged = core.requests.length
      try {
        const handler = Object.hasOwn(HANDLERS, method) ? HANDLERS[method] : undefined
        if (!handler) {
          throw new BitcoinWalletError(
            BITCOIN_ERROR_CODES.METHOD_NOT_FOUND,
            `Method ${String(method)} is not supported`,
          )
        }
        const result = await handler(core, (params ?? {}) as Params)
        return { jsonrpc: '2.0', id, result }
      } catch (error) {
        // Refused before reaching the core (unknown method, bad params): still one log entry.
        if (core.requests.length === logged) core.record(String(method))
        return { jsonrpc: '2.0', id, error: toRpcError(error) }
      }
    },
    addListener(event, listener) {
      return core.onChange((change) => {
        if (change === event) listener({ type: event })
      })
    },
  }
}

function toRpcError(error: unknown): { code: number; message: string } {
  if (error instanceof BitcoinWalletError) return { code: error.code, message: error.shortMessage }
  const message = error instanceof Error ? error.message : String(error)
  return { code: BITCOIN_ERROR_CODES.INTERNAL_ERROR, message }
}
