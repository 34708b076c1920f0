import type { AccountType, SocialProvider } from '@openappkit/common/validation'

/** What a device login asks for next (docs/project/behaviour.md §4). */
export type EmailLoginAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/** Which code an email update asks for next (docs/project/behaviour.md §4). */
export type EmailUpdateAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/**
 * The embedded wallet as the flows see it: the messages of docs/project/behaviour.md §7 that
 * authenticate the visitor. packages/wallet-frame implements it over the wallet frame; tests use an
 * in-memory fake. Once authenticated, the adapter's AUTH connector connects as any connector does.
 */
export type EmbeddedWalletClient = {
  /** Starts an email login; says whether the device or an emailed code must be confirmed. */
  connectEmail(parameters: { email: string }): Promise<{ action: EmailLoginAction }>
  /** Waits until the visitor approved this device from the email link. */
  connectDevice(): Promise<void>
  /** Submits the one-time code of an email login. */
  connectOtp(parameters: { otp: string }): Promise<void>
  /** The URL the social popup opens for `provider`. */
  getSocialRedirectUri(parameters: { provider: SocialProvider }): Promise<{ uri: string }>
  /** Finishes a social login with the URI the provider redirected to. */
  connectSocial(parameters: { uri: string }): Promise<{ userName?: string | undefined }>
  /** The farcaster sign-in URL (shown as a QR code). */
  getFarcasterUri(): Promise<{ url: string }>
  /** Waits until the visitor approved the farcaster sign-in. */
  connectFarcaster(): Promise<{ userName?: string | undefined }>
  /** Starts changing the account email. */
  updateEmail(parameters: { email: string }): Promise<{ action: EmailUpdateAction }>
  /** Submits the code sent to the current email. */
  updateEmailPrimaryOtp(parameters: { otp: string }): Promise<void>
  /** Submits the code sent to the new email; the change is done. */
  updateEmailSecondaryOtp(parameters: { otp: string }): Promise<{ newEmail: string }>
  /** Whether a session from an earlier visit (or a finished redirect) is waiting. */
  isConnected(): Promise<{ isConnected: boolean }>
  /**
   * The signed-in user (docs/project/behaviour.md §3) on the current chain: email, the active
   * account's address, the accounts of both types, the active type and whether the smart account is
   * deployed.
   */
  getUser?(): Promise<EmbeddedWalletUser>
  /**
   * Numeric chain ids where the wallet has a smart account (docs/project/behaviour.md §7 smart
   * account networks).
   */
  getSmartAccountEnabledNetworks?(): Promise<number[]>
  /** Makes `type` the active account on the current chain; answers the new active account. */
  setPreferredAccount?(type: AccountType): Promise<{ type: AccountType; address: string }>
  /** Calls `listener` on each {@link EmbeddedWalletAccountEvent}. */
  onAccountEvent?(listener: (event: EmbeddedWalletAccountEvent) => void): unknown
}

/** The embedded-wallet user as the wallet reports it (docs/project/behaviour.md §3). */
export type EmbeddedWalletUser = {
  email?: string | null | undefined
  /** The active account. */
  address?: string | undefined
  accounts?: { address: string; type: AccountType }[] | undefined
  preferredAccountType?: AccountType | undefined
  smartAccountDeployed?: boolean | undefined
}

/**
 * What changed the user's account: the active account switched type, the wallet moved to
 * another chain (each chain has its own active type and deployment), or a send from it
 * succeeded (the first UserOperation of an undeployed smart account deploys it).
 */
export type EmbeddedWalletAccountEvent =
  | { kind: 'accountSwitched'; type: AccountType; address: string }
  | { kind: 'networkSwitched'; chainId: number | string }
  | { kind: 'sent'; method: string }

/** A request the embedded wallet wants the visitor to approve before it signs or sends. */
export type EmbeddedWalletApprovalRequest = {
  /** RPC method, e.g. `eth_sendTransaction`. */
  method: string
  /** Its parameters as the dapp sent them (JSON values). */
  params: unknown
}

/** The steps of the embedded-wallet login and email update. */
export type EmbeddedWalletState = {
  /** Email of the login in progress. */
  email: string | undefined
  /** What the login waits for; `CONNECT` once authenticated. */
  loginStep: EmailLoginAction | undefined
  /** What the email update waits for. */
  updateEmailStep: EmailUpdateAction | undefined
  /** The new email of the update in progress. */
  newEmail: string | undefined
  /**
   * When the last login email was sent (ms); the next one waits 30 s (docs/project/behaviour.md
   * §5).
   */
  lastEmailLoginAt: number | undefined
  /** Social login in progress. */
  socialProvider: SocialProvider | undefined
  /** A request to the embedded wallet is in flight. */
  loading: boolean
  /** Message of the last failed step. */
  error: string | undefined
  /** The request waiting in the ApproveTransaction view. */
  approvalRequest: EmbeddedWalletApprovalRequest | undefined
}
