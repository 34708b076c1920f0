import { ProviderRpcError, RpcErrorCode } from '@openappkit/common/errors'
import type { AccountType } from '@openappkit/common/validation'
import type {
  EmailLoginAction,
  EmailUpdateAction,
  EmbeddedWalletAccountEvent,
  EmbeddedWalletClient,
} from '../state/embedded-wallet/types.ts'

/** An in-memory embedded wallet: answers set by the test, calls recorded, failures on demand. */
export type MemoryEmbeddedWallet = EmbeddedWalletClient & {
  /** Every call, in order, with its parameters. */
  calls: { method: keyof EmbeddedWalletClient; parameters?: unknown }[]
  /** What `connectEmail` answers (`VERIFY_OTP`: an emailed code; `VERIFY_DEVICE`...). */
  loginAction: EmailLoginAction
  /** What `updateEmail` answers. */
  updateAction: EmailUpdateAction
  /**
   * Methods whose next call rejects with an error of this message (and `data`, as a frame
   * carries the api's catalogue code: `{ code: 'INVALID_EMAIL_CODE', params }`).
   */
  failures: Partial<
    Record<keyof EmbeddedWalletClient, string | { message: string; data?: unknown }>
  >
  /** Held methods: a call waits until the test settles the promise. */
  hold: Partial<Record<keyof EmbeddedWalletClient, Promise<void>>>
  /** What `isConnected` answers. */
  connected: boolean
  /** The active account type (with `smartAccount` given). */
  accountType: AccountType
  /** Whether the smart account is deployed (with `smartAccount` given). */
  smartAccountDeployed: boolean
  /** Tells the listeners of `onAccountEvent`, as the wallet does after a switch or a send. */
  emitAccountEvent(event: EmbeddedWalletAccountEvent): void
}

/**
 * The accounts of a wallet with a smart account (docs/project/behaviour.md §3 user accounts of both
 * types).
 */
export type MemorySmartAccountOptions = {
  email?: string | undefined
  eoa: string
  smartAccount: string
  /** Chain ids with a smart account (docs/project/behaviour.md §7). */
  enabledNetworks: number[]
  /**
   * The active type at start (default smartAccount, docs/project/behaviour.md §4's eip155 default).
   */
  accountType?: AccountType | undefined
}

export type CreateMemoryEmbeddedWalletParameters = {
  /** The user name social and Farcaster logins return (default `alice`). */
  userName?: string | undefined
  /** The address an email update ends on (default `new@example.com`). */
  newEmail?: string | undefined
  /** The social login's redirect URI (default `https://auth.test/social`). */
  socialUri?: string | undefined
  /** Gives the wallet a user with a smart account and an EOA (`getUser`, switching, events). */
  smartAccount?: MemorySmartAccountOptions | undefined
}

/**
 * A stand-in for the embedded wallet (`EmbeddedWalletClient`) for controller and UI tests: its
 * login asks for an emailed code by default.
 */
export function createMemoryEmbeddedWallet({
  userName = 'alice',
  newEmail = 'new@example.com',
  socialUri = 'https://auth.test/social',
  smartAccount,
}: CreateMemoryEmbeddedWalletParameters = {}): MemoryEmbeddedWallet {
  const wallet = {
    calls: [],
    loginAction: 'VERIFY_OTP',
    updateAction: 'VERIFY_PRIMARY_OTP',
    failures: {},
    hold: {},
    connected: false,
    accountType: smartAccount?.accountType ?? 'smartAccount',
    smartAccountDeployed: false,
  } as unknown as MemoryEmbeddedWallet
  const listeners = new Set<(event: EmbeddedWalletAccountEvent) => void>()
  wallet.emitAccountEvent = (event) => {
    for (const listener of listeners) listener(event)
  }
  const answer =
    <T>(method: keyof EmbeddedWalletClient, value: () => T) =>
    async (parameters?: unknown): Promise<T> => {
      wallet.calls.push({ method, parameters })
      await wallet.hold[method]
      const failure = wallet.failures[method]
      if (failure !== undefined) {
        delete wallet.failures[method]
        // A failure from the wallet's side, not one of ours: an RPC error, as a frame sends it.
        throw new ProviderRpcError(
          RpcErrorCode.InternalError,
          typeof failure === 'string' ? { message: failure } : failure,
        )
      }
      return value()
    }
  Object.assign(wallet, {
    connectEmail: answer('connectEmail', () => ({ action: wallet.loginAction })),
    connectDevice: answer('connectDevice', () => undefined),
    connectOtp: answer('connectOtp', () => undefined),
    getSocialRedirectUri: answer('getSocialRedirectUri', () => ({ uri: socialUri })),
    connectSocial: answer('connectSocial', () => ({ userName })),
    getFarcasterUri: answer('getFarcasterUri', () => ({ url: 'https://farcaster.test/sign-in' })),
    connectFarcaster: answer('connectFarcaster', () => ({ userName })),
    updateEmail: answer('updateEmail', () => ({ action: wallet.updateAction })),
    updateEmailPrimaryOtp: answer('updateEmailPrimaryOtp', () => undefined),
    updateEmailSecondaryOtp: answer('updateEmailSecondaryOtp', () => ({ newEmail })),
    isConnected: answer('isConnected', () => ({ isConnected: wallet.connected })),
  })
  if (smartAccount) {
    const active = () => ({
      type: wallet.accountType,
      address: wallet.accountType === 'eoa' ? smartAccount.eoa : smartAccount.smartAccount,
    })
    Object.assign(wallet, {
      getUser: answer('getUser', () => ({
        email: smartAccount.email ?? null,
        address: active().address,
        accounts: [
          { address: smartAccount.smartAccount, type: 'smartAccount' },
          { address: smartAccount.eoa, type: 'eoa' },
        ],
        preferredAccountType: wallet.accountType,
        smartAccountDeployed: wallet.smartAccountDeployed,
      })),
      getSmartAccountEnabledNetworks: answer('getSmartAccountEnabledNetworks', () => [
        ...smartAccount.enabledNetworks,
      ]),
      setPreferredAccount: async (type: AccountType) => {
        const switched = await answer('setPreferredAccount', () => {
          wallet.accountType = type
          return active()
        })(type)
        wallet.emitAccountEvent({ kind: 'accountSwitched', ...switched })
        return switched
      },
      onAccountEvent: (listener: (event: EmbeddedWalletAccountEvent) => void) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    })
  }
  return wallet
}
