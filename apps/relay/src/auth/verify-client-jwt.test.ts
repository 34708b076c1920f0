import { ed25519 } from '@noble/curves/ed25519.js'
import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { encodeDidKey } from './did-key.ts'
import { verifyClientJwt } from './verify-client-jwt.ts'

const encode = (value: unknown) =>
  base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(value)))

function signJwt(
  payload: Record<string, unknown>,
  secretKey = ed25519.utils.randomSecretKey(),
): string {
  const header = encode({ alg: 'EdDSA', typ: 'JWT' })
  const body = encode({ iss: encodeDidKey(ed25519.getPublicKey(secretKey)), ...payload })
  const signature = ed25519.sign(new TextEncoder().encode(`${header}.${body}`), secretKey)
  return `${header}.${body}.${base64urlnopad.encode(signature)}`
}

const now = 1_800_000_000

describe('verifyClientJwt', () => {
  it('accepts a token signed by the did:key it names and returns that did as client id', () => {
    const secretKey = ed25519.utils.randomSecretKey()
    const jwt = signJwt(
      { sub: 'abc', aud: 'ws://127.0.0.1', iat: now, exp: now + 86_400 },
      secretKey,
    )
    expect(verifyClientJwt({ jwt, now })).toEqual({
      clientId: encodeDidKey(ed25519.getPublicKey(secretKey)),
      expiresAt: now + 86_400,
    })
  })

  it('refuses a token whose signature is by another key', () => {
    const jwt = signJwt({ iat: now, exp: now + 60 })
    const [header, , signature] = jwt.split('.')
    const otherIssuer = signJwt({ iat: now, exp: now + 60 }).split('.')[1]
    expect(() => verifyClientJwt({ jwt: `${header}.${otherIssuer}.${signature}`, now })).toThrow(
      'Unauthorized: the auth token signature is invalid',
    )
  })

  it('refuses an expired token and one issued in the future', () => {
    expect(() =>
      verifyClientJwt({ jwt: signJwt({ iat: now - 7200, exp: now - 3600 }), now }),
    ).toThrow('Unauthorized: the auth token has expired')
    expect(() =>
      verifyClientJwt({ jwt: signJwt({ iat: now + 3600, exp: now + 7200 }), now }),
    ).toThrow('Unauthorized: the auth token is issued in the future')
  })

  it('refuses malformed tokens with a reason', () => {
    expect(() => verifyClientJwt({ jwt: 'not-a-jwt', now })).toThrow('is not a JWT')
    expect(() => verifyClientJwt({ jwt: 'a.b.c', now })).toThrow(
      "the auth token's header is malformed",
    )
    const noIssuer = `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode({ iss: 'did:web:example.com', iat: now, exp: now + 1 })}.AA`
    expect(() => verifyClientJwt({ jwt: noIssuer, now })).toThrow('names no Ed25519 issuer')
    const wrongAlgorithm = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ iat: now })}.AA`
    expect(() => verifyClientJwt({ jwt: wrongAlgorithm, now })).toThrow('header is malformed')
  })
})
