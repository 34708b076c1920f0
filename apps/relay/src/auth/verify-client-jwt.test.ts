import { ed25519 } from '@noble/curves/ed25519.js'
import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createClientJwt } from './create-client-jwt.ts'
import { encodeDidKey } from './did-key.ts'
import { verifyClientJwt } from './verify-client-jwt.ts'

const encode = (value: unknown) =>
  base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(value)))

const now = 1_800_000_000
const token = (issuedAt: number, ttlSeconds: number) =>
  createClientJwt({ issuedAt, ttlSeconds }).jwt

describe('verifyClientJwt', () => {
  it('accepts a token signed by the did:key it names and returns that did as client id', () => {
    const secretKey = ed25519.utils.randomSecretKey()
    const { jwt } = createClientJwt({ secretKey, issuedAt: now })
    expect(verifyClientJwt({ jwt, now })).toEqual({
      clientId: encodeDidKey(ed25519.getPublicKey(secretKey)),
      expiresAt: now + 86_400,
    })
  })

  it('refuses a token whose signature is by another key', () => {
    const [header, , signature] = token(now, 60).split('.')
    const otherIssuer = token(now, 60).split('.')[1]
    expect(() => verifyClientJwt({ jwt: `${header}.${otherIssuer}.${signature}`, now })).toThrow(
      'Unauthorized: the auth token signature is invalid',
    )
  })

  it('refuses an expired token and one issued in the future', () => {
    expect(() => verifyClientJwt({ jwt: token(now - 7200, 3600), now })).toThrow(
      'Unauthorized: the auth token has expired',
    )
    expect(() => verifyClientJwt({ jwt: token(now + 3600, 3600), now })).toThrow(
      'Unauthorized: the auth token is issued in the future',
    )
  })

  it('refuses malformed tokens with a reason', () => {
    expect(() => verifyClientJwt({ jwt: 'not-a-jwt', now })).toThrow('is not a JWT')
    expect(() => verifyClientJwt({ jwt: 'a.b.c', now })).toThrow(
      "the auth token's header is malformed",
    )
    const header = encode({ alg: 'EdDSA', typ: 'JWT' })
    const noIssuer = `${header}.${encode({ iss: 'did:web:example.com', iat: now, exp: now + 1 })}.AA`
    expect(() => verifyClientJwt({ jwt: noIssuer, now })).toThrow('names no Ed25519 issuer')
    const wrongAlgorithm = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ iat: now })}.AA`
    expect(() => verifyClientJwt({ jwt: wrongAlgorithm, now })).toThrow('header is malformed')
  })
})
