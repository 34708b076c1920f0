import { AppKitError, englishMessages, RpcError, RpcErrorCode } from '@openappkit/common/errors'
import { describe, expect, it } from 'vitest'
import { describeError } from './describe-error.ts'
import { messages as esMessages } from './locales/es/messages.ts'
import { createMessageTranslator } from './messages/create-message-translator.ts'

const english = createMessageTranslator(englishMessages, 'en-US')
const spanish = createMessageTranslator(esMessages, 'es-ES')

describe('describeError', () => {
  it('keeps our errors by code and parameters, shown in the visitor language', () => {
    const rejected = describeError(new AppKitError('CONNECTION_REJECTED'))
    expect(rejected).toEqual({ code: 'CONNECTION_REJECTED' })
    expect(english(rejected)).toBe('Connection rejected')
    expect(spanish(rejected)).toBe('Conexión rechazada')
    const missing = describeError(
      new AppKitError('NO_CONNECTOR_FOUND_FOR_CONNECTION', { params: { id: 'abc' } }),
    )
    expect(english(missing)).toBe('No connector found for connection: abc')
    expect(spanish(missing)).toBe('No se encontró ningún conector para la conexión: abc')
  })

  it('turns a foreign refusal into Connection rejected and anything else into a generic text', () => {
    expect(describeError({ code: 4001, message: 'nope' })).toEqual({ code: 'CONNECTION_REJECTED' })
    expect(describeError(new RpcError(RpcErrorCode.UserRejectedRequest))).toEqual({
      code: 'USER_REJECTED_REQUEST',
    })
    expect(english(describeError(new TypeError('x is undefined')))).toBe('Something went wrong')
    expect(spanish(describeError(new TypeError('x is undefined')))).toBe('Algo salió mal')
  })

  it('translates node errors reported by any adapter', () => {
    const reverted = describeError(
      new AppKitError('EXECUTION_REVERTED_WITH_REASON', { params: { reason: 'Not owner.' } }),
    )
    expect(spanish(reverted)).toBe('La ejecución se revirtió con el motivo: Not owner.')
    expect(spanish({ code: 'EMAIL_COOLDOWN', params: { n: 12 } })).toBe(
      'Vuelve a intentarlo dentro de 12 segundos',
    )
  })
})
