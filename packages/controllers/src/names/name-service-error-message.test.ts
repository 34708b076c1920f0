import { AppKitError } from '@openappkit/common'
import { describe, expect, it } from 'vitest'
import { buildNameRegistrationMessage } from './build-name-registration-message.ts'
import { nameServiceErrorMessage } from './name-service-error-message.ts'
import { nameLabel, normalizeName } from './normalize-name.ts'

describe('nameServiceErrorMessage', () => {
  it('uses the first reason description of the error or of its JSON body', () => {
    expect(
      nameServiceErrorMessage(
        { reasons: [{ description: 'Name taken' }, { description: 'x' }] },
        'fallback',
      ),
    ).toBe('Name taken')
    const httpError = new AppKitError('HTTP status code: 400', {
      code: 400,
      details: JSON.stringify({ reasons: [{ description: 'Invalid signature' }] }),
    })
    expect(nameServiceErrorMessage(httpError, 'fallback')).toBe('Invalid signature')
  })

  it('falls back when there is no usable reason', () => {
    for (const error of [
      new AppKitError('HTTP status code: 500', { details: 'not json' }),
      new AppKitError('HTTP status code: 400', { details: '{"reasons":[]}' }),
      new AppKitError('no details'),
      { reasons: [{ description: ' ' }] },
      'text',
    ]) {
      expect(nameServiceErrorMessage(error, 'Error resolving name')).toBe('Error resolving name')
    }
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

  it('compares names lower-case (DESIGN §11) and reads the label before the zone', () => {
    expect(normalizeName('  Alice.OAK.id ')).toBe('alice.oak.id')
    expect(nameLabel('Alice.oak.id')).toBe('alice')
  })
})
