import { ProviderRpcError, RpcErrorCode } from '@openappkit/common/errors'
import type {
  EmailLoginAction,
  EmailUpdateAction,
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
  /** Methods whose next call rejects with an error of this message. */
  failures: Partial<Record<keyof EmbeddedWalletClient, string>>
  /** Held methods: a call waits until the test settles the promise. */
  hold: Partial<Record<keyof EmbeddedWalletClient, Promise<void>>>
  /** What `isConnected` answers. */
  connected: boolean
}

export type CreateMemoryEmbeddedWalletParameters = {
  /** The user name social and Farcaster logins return (default `alice`). */
  userName?: string | undefined
  /** The address an email update ends on (default `new@example.com`). */
  newEmail?: string | undefined
  /** The social login's redirect URI (default `https://auth.test/social`). */
  socialUri?: string | undefined
}

/**
 * A stand-in for the embedded wallet (`EmbeddedWalletClient`) for controller and UI tests: its
 * login asks for an emailed code by default.
 */
export function createMemoryEmbeddedWallet({
  userName = 'alice',
  newEmail = 'new@example.com',
  socialUri = 'https://auth.test/social',
}: CreateMemoryEmbeddedWalletParameters = {}): MemoryEmbeddedWallet {
  const wallet = {
    calls: [],
    loginAction: 'VERIFY_OTP',
    updateAction: 'VERIFY_PRIMARY_OTP',
    failures: {},
    hold: {},
    connected: false,
  } as unknown as MemoryEmbeddedWallet
  const answer =
    <T>(method: keyof EmbeddedWalletClient, value: () => T) =>
    async (parameters?: unknown): Promise<T> => {
      wallet.calls.push({ method, parameters })
      await wallet.hold[method]
      const failure = wallet.failures[method]
      if (failure !== undefined) {
        delete wallet.failures[method]
        // A failure from the wallet's side, not one of ours: an RPC error, as a frame sends it.
        throw new ProviderRpcError(RpcErrorCode.InternalError, { message: failure })
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
  return wallet
}
