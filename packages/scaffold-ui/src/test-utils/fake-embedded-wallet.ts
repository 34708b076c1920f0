import type {
  EmailLoginAction,
  EmailUpdateAction,
  EmbeddedWalletClient,
} from '@openappkit/controllers'

/** An in-memory embedded wallet: answers set by the test, calls recorded, failures on demand. */
export type FakeEmbeddedWallet = EmbeddedWalletClient & {
  calls: string[]
  loginAction: EmailLoginAction
  updateAction: EmailUpdateAction
  /** Methods whose next call rejects with an Error of this message. */
  failures: Partial<Record<keyof EmbeddedWalletClient, string>>
  /** Held calls: the method waits until the test resolves it. */
  hold: Partial<Record<keyof EmbeddedWalletClient, Promise<void>>>
}

export function createFakeEmbeddedWallet(): FakeEmbeddedWallet {
  const wallet = {
    calls: [],
    loginAction: 'VERIFY_OTP',
    updateAction: 'VERIFY_PRIMARY_OTP',
    failures: {},
    hold: {},
  } as unknown as FakeEmbeddedWallet
  const answer =
    <T>(method: keyof EmbeddedWalletClient, value: () => T) =>
    async (): Promise<T> => {
      wallet.calls.push(method)
      await wallet.hold[method]
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
    getSocialRedirectUri: answer('getSocialRedirectUri', () => ({ uri: 'https://auth.test/x' })),
    connectSocial: answer('connectSocial', () => ({ userName: 'visitor' })),
    getFarcasterUri: answer('getFarcasterUri', () => ({ url: 'https://farcaster.test/sign-in' })),
    connectFarcaster: answer('connectFarcaster', () => ({ userName: 'visitor' })),
    updateEmail: answer('updateEmail', () => ({ action: wallet.updateAction })),
    updateEmailPrimaryOtp: answer('updateEmailPrimaryOtp', () => undefined),
    updateEmailSecondaryOtp: answer('updateEmailSecondaryOtp', () => ({
      newEmail: 'new@example.org',
    })),
    isConnected: answer('isConnected', () => ({ isConnected: false })),
  })
  return wallet
}
