import { ed25519 } from '@noble/curves/ed25519.js'
import { base64urlnopad } from '@scure/base'
import { encodeDidKey } from './did-key.ts'

export type CreateClientJwtParameters = {
  /** The client's Ed25519 secret key; a new one by default. */
  secretKey?: Uint8Array | undefined
  /** The relay the token is for (`aud`). */
  audience?: string | undefined
  /** Seconds since the epoch; now by default. */
  issuedAt?: number | undefined
  /** Validity in seconds (one day by default). */
  ttlSeconds?: number | undefined
}

export type CreateClientJwtReturnType = { jwt: string; clientId: string; secretKey: Uint8Array }

const encodeJson = (value: unknown) =>
  base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(value)))

/**
 * The `auth` token a WalletConnect client opens its relay socket with: an EdDSA JWT issued by the
 * did:key of its Ed25519 key. For clients of our own (health checks, load tests).
 */
export function createClientJwt(
  parameters: CreateClientJwtParameters = {},
): CreateClientJwtReturnType {
  const secretKey = parameters.secretKey ?? ed25519.utils.randomSecretKey()
  const iat = parameters.issuedAt ?? Math.floor(Date.now() / 1000)
  const clientId = encodeDidKey(ed25519.getPublicKey(secretKey))
  const header = encodeJson({ alg: 'EdDSA', typ: 'JWT' })
  const payload = encodeJson({
    iss: clientId,
    sub: base64urlnopad.encode(ed25519.utils.randomSecretKey()),
    aud: parameters.audience ?? 'ws://127.0.0.1',
    iat,
    exp: iat + (parameters.ttlSeconds ?? 86_400),
  })
  const signature = ed25519.sign(new TextEncoder().encode(`${header}.${payload}`), secretKey)
  return { jwt: `${header}.${payload}.${base64urlnopad.encode(signature)}`, clientId, secretKey }
}
