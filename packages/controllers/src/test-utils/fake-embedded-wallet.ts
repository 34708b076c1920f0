import type {
  EmailLoginAction,
  EmailUpdateAction,
  EmbeddedWalletClient,
} from '../embedded-wallet/types.ts'

/** An in-memory embedded wallet: answers are set by the test, calls are recorded. */
export type FakeEmbeddedWallet = EmbeddedWalletClient & {
  calls: { method: string; parameters?: unknown }[]
  loginAction: EmailLoginAction
  updateAction: EmailUpdateAction
  /** Methods that reject (with an Error of this message) on their next call. */
  failures: Partial<Record<keyof EmbeddedWalletClient, string>>
  connected: boolean
}

/** Creates a {@link FakeEmbeddedWallet} whose login asks for an emailed code by default. */
export function createFakeEmbeddedWallet(): FakeEmbeddedWallet {
  const wallet = {
    calls: [],
    loginAction: 'VERIFY_OTP',
    updateAction: 'VERIFY_PRIMARY_OTP',
    failures: {},
    connected: false,
  } as unknown as FakeEmbeddedWallet
  const answer =
    <T>(method: keyof EmbeddedWalletClient, value: () => T) =>
    async (parameters?: unknown): Promise<T> => {
      wallet.calls.push({ method, parameters })
      const failure = wallet.failures[method]
      if (failure !== undefined) {
        delete wallet.failures[method]
        throw new Error(failure)
      }
      return value()
    }
  Object.assign(wallet, {
    connectEmail: answer('connectEmail', () => ({ action: wallet.loginAction })),
    connectDevice: answer('connectDevice', () => undefined),
    connectOtp: answer('connectOtp', () => undefined),
    getSocialRedirectUri: answer('getSocialRedirectUri', () => ({
      uri: 'https://auth.test/social',
    })),
    connectSocial: answer('connectSocial', () => ({ userName: 'alice' })),
    getFarcasterUri: answer('getFarcasterUri', () => ({ url: 'https://farcaster.test/sign-in' })),
    connectFarcaster: answer('connectFarcaster', () => ({ userName: 'alice' })),
    updateEmail: answer('updateEmail', () => ({ action: wallet.updateAction })),
    updateEmailPrimaryOtp: answer('updateEmailPrimaryOtp', () => undefined),
    updateEmailSecondaryOtp: answer('updateEmailSecondaryOtp', () => ({
      newEmail: 'new@example.com',
    })),
    isConnected: answer('isConnected', () => ({ isConnected: wallet.connected })),
  })
  return wallet
}
