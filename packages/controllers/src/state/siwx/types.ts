import type { CaipNetworkId } from '@openappkit/common/caip'

/**
 * What the modal needs to know about sign-in with the wallet. The SIWX package owns sessions
 * and messages; the sign-in flows keep these fields current.
 */
export type SiwxState = {
  /** Sign-in is mandatory: the dapp is unusable connected-but-not-signed-in. */
  required: boolean
  /** A valid session exists for the active account. */
  hasSession: boolean
  /** Where the sign-in flow is: waiting for the signature, or how the last attempt ended. */
  status: SiwxStatus
  /**
   * Network of the last successful sign-in; cancel switches back to it (docs/project/behaviour.md
   * §4).
   */
  lastSignedInCaipNetworkId: CaipNetworkId | undefined
}

/** Progress of one sign-in attempt. */
export type SiwxStatus = 'idle' | 'signing' | 'success' | 'error'

/** Fields of a sign-in message (docs/project/behaviour.md §3), minus its serialized form. */
export type SIWXMessageData = {
  accountAddress: string
  /** CAIP-2 id of the network signed in on. */
  chainId: CaipNetworkId
  domain: string
  uri: string
  version: string
  nonce: string
  statement?: string | undefined
  resources?: string[] | undefined
  requestId?: string | undefined
  issuedAt?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
}

/** A sign-in message (docs/project/behaviour.md §3): its fields and the text the wallet signs. */
export type SIWXMessage = SIWXMessageData & { serializedMessage: string }

/** A signed-in session: the message, its text and the wallet's signature. */
export type SIWXSession = { data: SIWXMessageData; message: string; signature: string }

/** What a message is created for. */
export type SIWXMessageInput = { chainId: CaipNetworkId; accountAddress: string }

/**
 * The sign-in configuration the flows call. Message formats, storage of sessions and
 * signature verification are the config's business (packages/siwx implements them).
 */
export type SIWXConfig = {
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>
  /** Verifies and stores a session; rejects when the signature does not hold. */
  addSession(session: SIWXSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every stored session (an empty list signs out). */
  setSessions(sessions: SIWXSession[]): Promise<void>
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  /** Whether the dapp requires sign-in; `false` when absent. */
  getRequired?(): boolean
  /** Sign out when the wallet disconnects; `true` when absent (docs/project/behaviour.md §4). */
  signOutOnDisconnect?: boolean | undefined
}
