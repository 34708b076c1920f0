import { ErrorMessages } from '@openappkit/common'
import { TRANSACTION_REVERTED_MESSAGE } from '@openappkit/controllers'
import { describe, expect, it } from 'vitest'
import { en } from './en.ts'
import { es } from './es.ts'

const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('catalogues', () => {
  it('Spanish has every English key, nothing more, each translated with the same placeholders', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort())
    for (const [key, message] of Object.entries(en)) {
      const translated = es[key as keyof typeof en]
      expect(translated.trim(), key).not.toBe('')
      expect(placeholders(translated), key).toEqual(placeholders(message))
    }
  })

  it('keeps the SPEC §8 messages (and our own) word for word in English', () => {
    const expected: Record<string, string> = {
      'error.connectionRejected': ErrorMessages.connectionRejected,
      'error.noAuthConnectorFound': ErrorMessages.noAuthConnectorFound,
      'error.notConnectedToEmailOrSocial': ErrorMessages.notConnectedToEmailOrSocial,
      'error.failedToDisconnect': ErrorMessages.failedToDisconnect,
      'error.invalidConnectionStatus': ErrorMessages.invalidConnectionStatus,
      'error.unsupportedChain': ErrorMessages.unsupportedChain,
      'error.networkNotFound': ErrorMessages.networkNotFound,
      'error.tokenBalanceUnavailable': ErrorMessages.tokenBalanceUnavailable,
      'error.failedToFetchTransactions': ErrorMessages.failedToFetchTransactions,
      'error.errorSigningMessage': ErrorMessages.errorSigningMessage,
      'error.authenticating': ErrorMessages.authenticating,
      'error.authenticationInitFailed': ErrorMessages.authenticationInitFailed,
      'error.modalClosed': ErrorMessages.modalClosed,
      'error.popupClosed': ErrorMessages.popupClosed,
      'error.failedToConnect': ErrorMessages.failedToConnect,
      'error.failedToInitiateSocialConnection': ErrorMessages.failedToInitiateSocialConnection,
      'error.failedToConnectToFarcaster': ErrorMessages.failedToConnectToFarcaster,
      'error.noConnectorFoundForConnection': ErrorMessages.noConnectorFoundForConnection('{id}'),
      'error.sendAmountAndReceiverRequired': ErrorMessages.sendAmountAndReceiverRequired,
      'error.sendTokenRequired': ErrorMessages.sendTokenRequired,
      'error.emailCooldown': ErrorMessages.emailCooldown('{n}' as unknown as number),
      'error.errorRegisteringName': ErrorMessages.errorRegisteringName('{name}'),
      'error.errorFetchingNameSuggestions': ErrorMessages.errorFetchingNameSuggestions,
      'error.networkNotSupportedForSwaps': ErrorMessages.networkNotSupportedForSwaps,
      'error.siwxNotEnabled': ErrorMessages.siwxNotEnabled,
      'error.noActiveCaipAddress': ErrorMessages.noActiveCaipAddress,
      'error.addressOrAuthConnectorNotFound': ErrorMessages.addressOrAuthConnectorNotFound,
      // Ours, not SPEC's, kept equal to the message the controllers show.
      'error.transactionReverted': TRANSACTION_REVERTED_MESSAGE,
    }
    const errorKeys = Object.keys(en).filter((key) => key.startsWith('error.'))
    expect(errorKeys.sort()).toEqual(Object.keys(expected).sort())
    for (const [key, message] of Object.entries(expected)) {
      expect(en[key as keyof typeof en]).toBe(message)
    }
  })

  it('keeps the stable accessible names of the interface in English', () => {
    expect(en['title.Connect']).toBe('Connect Wallet')
    expect(en['account.disconnect']).toBe('Disconnect')
    expect(en['account.send']).toBe('Send')
    expect(en['account.receive']).toBe('Receive')
    expect(en['account.swap']).toBe('Swap')
    expect(en['account.buy']).toBe('Buy')
    expect(en['account.activity']).toBe('Activity')
  })
})
