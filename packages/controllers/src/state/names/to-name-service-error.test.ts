import { AppKitError } from '@openappkit/common/errors'
import { describe, expect, it } from 'vitest'
import { buildNameRegistrationMessage } from './build-name-registration-message.ts'
import { nameLabel, normalizeName } from './normalize-name.ts'
import { toNameServiceError } from './to-name-service-error.ts'

describe('toNameServiceError', () => {
  it('uses the first reason description of the error or of its JSON body', () => {
    expect(
      toNameServiceError(
        { reasons: [{ description: 'Name taken' }, { description: 'x' }] },
        new AppKitError('ERROR_RESOLVING_NAME'),
      ).toDescriptor(),
    ).toEqual({ code: 'NAME_SERVICE_REASON', params: { reason: 'Name taken' } })
    const httpError = new AppKitError('HTTP_STATUS_CODE', {
      params: { status: 400 },
      details: JSON.stringify({ reasons: [{ description: 'Invalid signature' }] }),
    })
    expect(
      toNameServiceError(httpError, new AppKitError('ERROR_RESOLVING_NAME', { cause: httpError }))
        .shortMessage,
    ).toBe('Invalid signature')
  })

  it('falls back when there is no usable reason', () => {
    for (const error of [
      new AppKitError('HTTP_STATUS_CODE', { params: { status: 500 }, details: 'not json' }),
      new AppKitError('HTTP_STATUS_CODE', { params: { status: 400 }, details: '{"reasons":[]}' }),
      new AppKitError('UNKNOWN_ERROR'),
      { reasons: [{ description: ' ' }] },
      'text',
    ]) {
      const mapped = toNameServiceError(
        error,
        new AppKitError('ERROR_RESOLVING_NAME', { cause: error }),
      )
      expect(mapped.shortMessage).toBe('Error resolving name')
      expect(mapped.cause).toBe(error)
    }
    expect(
      toNameServiceError(
        'x',
        new AppKitError('ERROR_REGISTERING_NAME', { params: { name: 'a.oak.id' } }),
      ).shortMessage,
    ).toBe('Error registering name a.oak.id')
  })
})

describe('name helpers', () => {
  it('builds the registration message: JSON of name, attributes, timestamp in seconds', () => {
    expect(
      JSON.parse(buildNameRegistrationMessage({ name: 'alice', now: 1_700_000_000_999 })),
    ).toEqual({
      name: 'alice',
      attributes: {},
      timestamp: 1_700_000_000,
    })
    expect(
      buildNameRegistrationMessage({ name: 'bob', attributes: { bio: 'hi' }, now: 5_000 }),
    ).toBe('{"name":"bob","attributes":{"bio":"hi"},"timestamp":5}')
  })

  it('compares names lower-case (docs/project/architecture.md §11) and reads the label before the zone', () => {
    expect(normalizeName('  Alice.OAK.id ')).toBe('alice.oak.id')
    expect(nameLabel('Alice.oak.id')).toBe('alice')
  })
})
