import { ErrorMessages } from '@openappkit/common'
import { TRANSACTION_REVERTED_MESSAGE } from '@openappkit/controllers'
import type { MessageKey, Translate } from './types.ts'

type FixedMessageKey = Exclude<
  Extract<MessageKey, `error.${string}`>,
  'error.noConnectorFoundForConnection' | 'error.emailCooldown' | 'error.errorRegisteringName'
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
  [ErrorMessages.sendAmountAndReceiverRequired, 'error.sendAmountAndReceiverRequired'],
  [ErrorMessages.sendTokenRequired, 'error.sendTokenRequired'],
  [ErrorMessages.errorFetchingNameSuggestions, 'error.errorFetchingNameSuggestions'],
  [ErrorMessages.networkNotSupportedForSwaps, 'error.networkNotSupportedForSwaps'],
  [ErrorMessages.siwxNotEnabled, 'error.siwxNotEnabled'],
  [ErrorMessages.noActiveCaipAddress, 'error.noActiveCaipAddress'],
  [ErrorMessages.addressOrAuthConnectorNotFound, 'error.addressOrAuthConnectorNotFound'],
  // Ours, not SPEC's: a sent transaction that reverted on chain.
  [TRANSACTION_REVERTED_MESSAGE, 'error.transactionReverted'],
])

// Templates: the SPEC text around the placeholder, and the catalogue entry it becomes.
const cooldownPattern = new RegExp(
  `^${escapeRegExp(ErrorMessages.emailCooldown(0)).replace('0', '(\\d+)')}$`,
)
const registeringPrefix = ErrorMessages.errorRegisteringName('')

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const noConnectorPrefix = ErrorMessages.noConnectorFoundForConnection('')

/** A message from controllers (a toast, an error's short message) in the visitor's language. */
export function translateMessage(message: string, t: Translate): string {
  const key = fixedMessages.get(message)
  if (key) return t(key)
  if (message.startsWith(noConnectorPrefix)) {
    return t('error.noConnectorFoundForConnection', { id: message.slice(noConnectorPrefix.length) })
  }
  const cooldown = cooldownPattern.exec(message)
  if (cooldown?.[1]) return t('error.emailCooldown', { n: cooldown[1] })
  if (message.startsWith(registeringPrefix)) {
    return t('error.errorRegisteringName', { name: message.slice(registeringPrefix.length) })
  }
  return message
}
