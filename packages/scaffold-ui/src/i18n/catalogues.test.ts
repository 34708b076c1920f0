import { errorCatalogue, formatEnglishMessage } from '@openappkit/common'
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
      'error.connectionRejected': errorCatalogue.CONNECTION_REJECTED,
      'error.noAuthConnectorFound': errorCatalogue.NO_AUTH_CONNECTOR_FOUND,
      'error.notConnectedToEmailOrSocial': errorCatalogue.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL,
      'error.failedToDisconnect': errorCatalogue.FAILED_TO_DISCONNECT,
      'error.invalidConnectionStatus': errorCatalogue.INVALID_CONNECTION_STATUS,
      'error.unsupportedChain': errorCatalogue.UNSUPPORTED_CHAIN,
      'error.networkNotFound': errorCatalogue.NETWORK_NOT_FOUND,
      'error.tokenBalanceUnavailable': errorCatalogue.TOKEN_BALANCE_UNAVAILABLE,
      'error.failedToFetchTransactions': errorCatalogue.FAILED_TO_FETCH_TRANSACTIONS,
      'error.errorSigningMessage': errorCatalogue.ERROR_SIGNING_MESSAGE,
      'error.authenticating': errorCatalogue.AUTHENTICATING,
      'error.authenticationInitFailed': errorCatalogue.AUTHENTICATION_INIT_FAILED,
      'error.modalClosed': errorCatalogue.MODAL_CLOSED,
      'error.popupClosed': errorCatalogue.POPUP_CLOSED,
      'error.failedToConnect': errorCatalogue.FAILED_TO_CONNECT,
      'error.failedToInitiateSocialConnection': errorCatalogue.FAILED_TO_INITIATE_SOCIAL_CONNECTION,
      'error.failedToConnectToFarcaster': errorCatalogue.FAILED_TO_CONNECT_TO_FARCASTER,
      'error.noConnectorFoundForConnection': formatEnglishMessage({ code: 'NO_CONNECTOR_FOUND_FOR_CONNECTION', params: { id: '{id}' } }),
      'error.sendAmountAndReceiverRequired': errorCatalogue.SEND_AMOUNT_AND_RECEIVER_REQUIRED,
      'error.sendTokenRequired': errorCatalogue.SEND_TOKEN_REQUIRED,
      'error.emailCooldown': formatEnglishMessage({ code: 'EMAIL_COOLDOWN', params: { n: '{n}' as unknown as number } }),
      'error.errorRegisteringName': formatEnglishMessage({ code: 'ERROR_REGISTERING_NAME', params: { name: '{name}' } }),
      'error.errorFetchingNameSuggestions': errorCatalogue.ERROR_FETCHING_NAME_SUGGESTIONS,
      'error.networkNotSupportedForSwaps': errorCatalogue.NETWORK_NOT_SUPPORTED_FOR_SWAPS,
      'error.siwxNotEnabled': errorCatalogue.SIWX_NOT_ENABLED,
      'error.noActiveCaipAddress': errorCatalogue.NO_ACTIVE_CAIP_ADDRESS,
      'error.addressOrAuthConnectorNotFound': errorCatalogue.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND,
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
