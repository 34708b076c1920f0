import { AppKitError, errorCatalogue, formatEnglishMessage, RpcError, RpcErrorCode } from '@openappkit/common'
import { describe, expect, it } from 'vitest'
import { describeError } from './describe-error.ts'
import { en } from './en.ts'
import { es } from './es.ts'
import { createTranslator } from './translate.ts'
import { translateMessage } from './translate-message.ts'

const english = createTranslator(en)
const spanish = createTranslator(es)

describe('describeError', () => {
  it('shows our errors by their SPEC message, translated where SPEC names it', () => {
    const rejected = new AppKitError('CONNECTION_REJECTED')
    expect(describeError(rejected, english)).toBe('Connection rejected')
    expect(describeError(rejected, spanish)).toBe('Conexión rechazada')
    const missing = new AppKitError('NO_CONNECTOR_FOUND_FOR_CONNECTION', { params: { id: 'abc' } })
    expect(describeError(missing, english)).toBe('No connector found for connection: abc')
    expect(describeError(missing, spanish)).toBe(
      'No se encontró ningún conector para la conexión: abc',
    )
  })

  it('keeps other short messages, names a wallet refusal, and hides foreign errors', () => {
    expect(describeError(new AppKitError('Connector not found: x'), english)).toBe(
      'Connector not found: x',
    )
    expect(describeError({ code: 4001, message: 'nope' }, english)).toBe('Connection rejected')
    expect(describeError(new RpcError(RpcErrorCode.UserRejectedRequest), english)).toBe(
      new RpcError(RpcErrorCode.UserRejectedRequest).shortMessage,
    )
    expect(describeError(new TypeError('x is undefined'), english)).toBe('Something went wrong')
  })
})

describe('translateMessage', () => {
  it('translates toast messages SPEC names and leaves others', () => {
    expect(translateMessage(errorCatalogue.TOKEN_BALANCE_UNAVAILABLE, spanish)).toBe(
      'Saldo de tokens no disponible',
    )
    expect(translateMessage('Link copied', spanish)).toBe('Link copied')
  })

  it('fills the templates of SPEC messages with their values', () => {
    expect(translateMessage(formatEnglishMessage({ code: 'EMAIL_COOLDOWN', params: { n: 12 } }), english)).toBe(
      'Please try again after 12 seconds',
    )
    expect(translateMessage(formatEnglishMessage({ code: 'EMAIL_COOLDOWN', params: { n: 12 } }), spanish)).toBe(
      'Vuelve a intentarlo dentro de 12 segundos',
    )
    expect(translateMessage(formatEnglishMessage({ code: 'ERROR_REGISTERING_NAME', params: { name: 'ann.wcn.id' } }), spanish)).toBe(
      'Error al registrar el nombre ann.wcn.id',
    )
    expect(translateMessage(errorCatalogue.SEND_TOKEN_REQUIRED, spanish)).toBe('Se necesita un token')
  })
})
