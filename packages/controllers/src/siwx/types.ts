/**
 * What the modal needs to know about sign-in with the wallet. The SIWX package owns sessions
 * and messages; it keeps these two flags current.
 */
export type SiwxState = {
  /** Sign-in is mandatory: the dapp is unusable connected-but-not-signed-in. */
  required: boolean
  /** A valid session exists for the active account. */
  hasSession: boolean
}
