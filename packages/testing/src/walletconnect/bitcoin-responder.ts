import { base64ToBytes, bytesToBase64, bytesToHex } from '@openappkit/common/encoding'
import type { BitcoinWalletCore } from '../bitcoin/bitcoin-wallet-core.ts'
import {
  accessDenied,
  BITCOIN_ERROR_CODES,
  invalidParams,
} from '../bitcoin/bitcoin-wallet-error.ts'
import { TestKitError } from '../errors/test-kit-error.ts'

/** The WalletConnect Bitcoin JSON-RPC methods the test wallet answers in the `bip122` namespace. */
export const WALLETCONNECT_TEST_WALLET_BITCOIN_METHODS = [
  'getAccountAddresses',
  'signMessage',
  'signPsbt',
  'sendTransfer',
] as const

export const WALLETCONNECT_TEST_WALLET_BITCOIN_EVENTS = ['bip122_addressesChanged'] as const

/** An entry of a `getAccountAddresses` result. */
export type WalletConnectBitcoinAddress = {
  address: string
  publicKey: string
  intention: 'payment' | 'ordinal'
}

/** The Bitcoin side of the WalletConnect test wallet, over a Bitcoin test wallet's core. */
export type BitcoinResponder = {
  /** The payment address: the session's `bip122:<ref>:<address>` account. */
  readonly address: string
  /** The current account's payment and ordinal addresses, filtered by `intentions`. */
  accountAddresses(intentions?: unknown): WalletConnectBitcoinAddress[]
  /** Answers one request of the reference; throws `{ code, message }` as the wallet refuses. */
  answer(method: string, params: unknown): Promise<unknown>
}

type Params = Record<string, unknown>

// A refusal is answered as WalletConnect's USER_REJECTED (what real wallets send); the others
// keep the wallet's sats-connect code.
const WALLETCONNECT_CODES: Readonly<Record<number, number>> = {
  [BITCOIN_ERROR_CODES.USER_REJECTION]: 5000,
}

const refusal = (code: number, message: string) =>
  Object.assign(new TestKitError(message), { code })

function text(params: Params, key: string): string {
  const value = params[key]
  if (typeof value !== 'string' || value === '') throw invalidParams(`${key} must be a string`)
  return value
}

function signInputsOf(value: unknown): Record<string, number[]> {
  if (!Array.isArray(value)) throw invalidParams('signInputs must be a list')
  const byAddress: Record<string, number[]> = {}
  for (const input of value as { address?: unknown; index?: unknown }[]) {
    if (typeof input?.address !== 'string' || !Number.isInteger(input.index)) {
      throw invalidParams('Each signInputs entry needs an address and an input index')
    }
    byAddress[input.address] = [...(byAddress[input.address] ?? []), input.index as number]
  }
  return byAddress
}

/**
 * Answers `getAccountAddresses`, `signMessage`, `signPsbt` and `sendTransfer` as the WalletConnect
 * Bitcoin reference words them, signing with the core of `createBitcoinTestWallet` (its prompts,
 * refusals and authorization included). `account` must be the payment address the session shows.
 */
export function createBitcoinResponder(core: BitcoinWalletCore): BitcoinResponder {
  const accountOf = (params: Params) => {
    const account = text(params, 'account')
    if (account !== core.paymentAddress) throw accessDenied(`${account} is not the session account`)
    core.exposedAddress(account)
    return account
  }
  const accountAddresses = (intentions?: unknown) => {
    const wanted = Array.isArray(intentions) && intentions.length > 0 ? intentions : undefined
    return [core.current.payment, core.current.ordinal]
      .map(({ address, publicKey, purpose }) => ({
        address,
        publicKey,
        intention: purpose === 'payment' ? ('payment' as const) : ('ordinal' as const),
      }))
      .filter((item) => !wanted || wanted.includes(item.intention))
  }
  const handlers: Record<string, (params: Params) => unknown> = {
    getAccountAddresses(params) {
      core.record('getAccountAddresses')
      accountOf(params)
      return accountAddresses(params.intentions)
    },
    signMessage(params) {
      accountOf(params)
      const protocol = params.protocol ?? 'ecdsa'
      if (protocol !== 'ecdsa' && protocol !== 'bip322') {
        throw invalidParams(`Unknown signing protocol ${String(protocol)}`)
      }
      const signed = core.signMessage({
        address: typeof params.address === 'string' ? params.address : core.paymentAddress,
        message: text(params, 'message'),
        protocol: protocol === 'bip322' ? 'BIP322' : 'ECDSA',
      })
      // The reference answers hex, where sats-connect answers base64.
      return {
        address: signed.address,
        signature: bytesToHex(base64ToBytes(signed.signature)),
        messageHash: signed.messageHash,
      }
    },
    async signPsbt(params) {
      accountOf(params)
      const { psbt, txid } = await core.signPsbt({
        psbt: text(params, 'psbt'),
        signInputs: signInputsOf(params.signInputs),
        broadcast: params.broadcast === true,
      })
      return { psbt: bytesToBase64(psbt), ...(txid ? { txid } : {}) }
    },
    async sendTransfer(params) {
      accountOf(params)
      const amount = text(params, 'amount')
      if (!/^\d{1,16}$/.test(amount)) throw invalidParams('amount must be a number of sats')
      if (params.memo !== undefined) throw invalidParams('The wallet does not add memos')
      return core.sendTransfer({
        recipients: [{ address: text(params, 'recipientAddress'), amount: Number(amount) }],
      })
    },
  }
  return {
    get address() {
      return core.paymentAddress
    },
    accountAddresses,
    async answer(method, params) {
      const handler = handlers[method]
      if (!handler) {
        throw refusal(BITCOIN_ERROR_CODES.METHOD_NOT_FOUND, `${method} not supported`)
      }
      try {
        return await handler((params ?? {}) as Params)
      } catch (error) {
        const { code, message } = error as { code?: number; message?: string }
        const mapped = code === undefined ? undefined : (WALLETCONNECT_CODES[code] ?? code)
        throw refusal(mapped ?? BITCOIN_ERROR_CODES.INTERNAL_ERROR, message ?? 'Internal error')
      }
    },
  }
}
