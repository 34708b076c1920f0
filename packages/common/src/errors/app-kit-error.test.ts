import { describe, expect, expectTypeOf, it } from 'vitest'
import { AppKitError, isAppKitError } from './app-kit-error.ts'
import { BaseError } from './base-error.ts'
import { errorCatalogue } from './catalogue/index.ts'

describe('AppKitError', () => {
  it('is built from a catalogue code: catalogue text as shortMessage, params kept by identity', () => {
    const error = new AppKitError('EMAIL_COOLDOWN', { params: { n: 12 }, details: 'last at 10:00' })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.code).toBe('EMAIL_COOLDOWN')
    expect(error.shortMessage).toBe('Please try again after 12 seconds')
    expect(error.message).toBe('Please try again after 12 seconds\n\nDetails: last at 10:00')
    expect(error.toDescriptor()).toEqual({ code: 'EMAIL_COOLDOWN', params: { n: 12 } })
    expect(error.docsPath).toBe('docs/errors.md#email-cooldown')
  })

  it('keeps the cause and gives a code without placeholders no params', () => {
    const cause = new Error('inner')
    const error = new AppKitError('CONNECTION_REJECTED', { cause })
    expect(error.cause).toBe(cause)
    expect(error.message).toBe(errorCatalogue.CONNECTION_REJECTED)
    expect(error.toDescriptor()).toEqual({ code: 'CONNECTION_REJECTED' })
  })

  it("reads a family's problem text in its message and keeps the problem's code in params", () => {
    const error = new AppKitError('ABI_CODEC_FAILED', {
      params: { problem: 'VALUE_COUNT_MISMATCH', expected: 2, received: 3 },
      problemText: 'Expected {expected} values, got {received}',
    })
    expect(error.message).toBe('ABI codec error: Expected 2 values, got 3')
    expect(error.toDescriptor()).toEqual({
      code: 'ABI_CODEC_FAILED',
      params: { problem: 'VALUE_COUNT_MISMATCH', expected: 2, received: 3 },
    })
  })

  it("types a family's params as one of its problems, with that problem's values", () => {
    const problemText = ''
    new AppKitError('ABI_CODEC_FAILED', { params: { problem: 'NOT_A_BOOL' }, problemText })
    // @ts-expect-error not a problem of the ABI family
    new AppKitError('ABI_CODEC_FAILED', { params: { problem: 'ABI data too short' }, problemText })
    new AppKitError('ABI_CODEC_FAILED', {
      // @ts-expect-error VALUE_COUNT_MISMATCH needs { expected, received }
      params: { problem: 'VALUE_COUNT_MISMATCH' },
      problemText,
    })
    // @ts-expect-error a family's error needs its problem's English text
    new AppKitError('ABI_CODEC_FAILED', { params: { problem: 'NOT_A_BOOL' } })
  })

  it('types params: required exactly when the message has placeholders', () => {
    expectTypeOf(new AppKitError('NETWORK_NOT_FOUND').code).toEqualTypeOf<'NETWORK_NOT_FOUND'>()
    // @ts-expect-error ERROR_REGISTERING_NAME needs { name }
    new AppKitError('ERROR_REGISTERING_NAME')
    // @ts-expect-error not a catalogue code
    new AppKitError('Something happened')
  })

  it('recognises its instances, also across bundle copies, and nothing else', () => {
    expect(isAppKitError(new AppKitError('UNKNOWN_ERROR'))).toBe(true)
    const copy = Object.assign(new Error('Unsupported chain'), {
      name: 'AppKitError',
      shortMessage: 'Unsupported chain',
      code: 'UNSUPPORTED_CHAIN',
    })
    expect(isAppKitError(copy)).toBe(true)
    expect(isAppKitError(new BaseError('words'))).toBe(false)
    expect(isAppKitError({ code: 'UNSUPPORTED_CHAIN' })).toBe(false)
  })
})
