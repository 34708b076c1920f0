import { ErrorMessages, isAppKitError, isUserRejection } from '@openappkit/common'
import type { MessageKey, Translate } from './types.ts'

type FixedMessageKey = Exclude<
  Extract<MessageKey, `error.${string}`>,
  'error.noConnectorFoundForConnection'
>

// SPEC §8 messages the modal may show, mapped to their catalogue entries so they read in the
// visitor's language; English entries are the SPEC wording itself.
const fixedMessages: ReadonlyMap<string, FixedMessageKey> = new Map<string, FixedMessageKey>([
  [ErrorMessages.connectionRejected, 'error.connectionRejected'],
  [ErrorMessages.noAuthConnectorFound, 'error.noAuthConnectorFound'],
  [ErrorMessages.notConnectedToEmailOrSocial, 'error.notConnectedToEmailOrSocial'],
  [ErrorMessages.failedToDisconnect, 'error.failedToDisconnect'],
  [ErrorMessages.invalidConnectionStatus, 'error.invalidConnectionStatus'],
  [ErrorMessages.unsupportedChain, 'error.unsupportedChain'],
  [ErrorMessages.networkNotFound, 'error.networkNotFound'],
  [ErrorMessages.tokenBalanceUnavailable, 'error.tokenBalanceUnavailable'],
  [ErrorMessages.failedToFetchTransactions, 'error.failedToFetchTransactions'],
  [ErrorMessages.errorSigningMessage, 'error.errorSigningMessage'],
  [ErrorMessages.authenticating, 'error.authenticating'],
  [ErrorMessages.authenticationInitFailed, 'error.authenticationInitFailed'],
  [ErrorMessages.modalClosed, 'error.modalClosed'],
  [ErrorMessages.popupClosed, 'error.popupClosed'],
  [ErrorMessages.failedToConnect, 'error.failedToConnect'],
  [ErrorMessages.failedToInitiateSocialConnection, 'error.failedToInitiateSocialConnection'],
  [ErrorMessages.failedToConnectToFarcaster, 'error.failedToConnectToFarcaster'],
])

const noConnectorPrefix = ErrorMessages.noConnectorFoundForConnection('')

/** A message from controllers (a toast, an error's short message) in the visitor's language. */
export function translateMessage(message: string, t: Translate): string {
  const key = fixedMessages.get(message)
  if (key) return t(key)
  if (message.startsWith(noConnectorPrefix)) {
    return t('error.noConnectorFoundForConnection', { id: message.slice(noConnectorPrefix.length) })
  }
  return message
}

/**
 * What to tell the visitor about `error`: our errors by their short message (translated when
 * SPEC names it), a refusal in the wallet as `Connection rejected`, anything else generically —
 * a foreign error's text is not written for visitors.
 */
export function describeError(error: unknown, t: Translate): string {
  if (isAppKitError(error)) return translateMessage(error.shortMessage, t)
  if (isUserRejection(error)) return t('error.connectionRejected')
  return t('common.unknownError')
}
