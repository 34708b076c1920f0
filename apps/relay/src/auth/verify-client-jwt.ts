import { ed25519 } from '@noble/curves/ed25519.js'
import { base64urlnopad } from '@scure/base'
import { z } from 'zod'
import { RelayError } from '../relay/relay-error.ts'
import { decodeDidKey } from './did-key.ts'

export type VerifyClientJwtParameters = {
  jwt: string
  /** Seconds since the epoch; now by default. */
  now?: number | undefined
  /** Accepted clock difference between client and relay, in seconds. */
  clockSkewSeconds?: number | undefined
}

export type VerifyClientJwtReturnType = {
  /** The client's did:key: its identity across sockets and reconnects. */
  clientId: string
  /** When the token stops being valid, in seconds since the epoch. */
  expiresAt: number
}

const headerSchema = z.object({ alg: z.literal('EdDSA'), typ: z.literal('JWT') })
const payloadSchema = z.object({
  iss: z.string(),
  sub: z.string().optional(),
  aud: z.string().optional(),
  iat: z.number(),
  exp: z.number(),
})

const textDecoder = new TextDecoder()

function decodePart<T>(part: string | undefined, schema: z.ZodType<T>, name: string): T {
  try {
    return schema.parse(JSON.parse(textDecoder.decode(base64urlnopad.decode(part ?? ''))))
  } catch (cause) {
    throw new RelayError(`Unauthorized: the auth token's ${name} is malformed`, { cause })
  }
}

/**
 * Verifies the `auth` token a WalletConnect client opens its socket with: an EdDSA JWT signed
 * by the did:key it names as issuer, within its validity period.
 */
export function verifyClientJwt({
  jwt,
  now = Math.floor(Date.now() / 1000),
  clockSkewSeconds = 300,
}: VerifyClientJwtParameters): VerifyClientJwtReturnType {
  const parts = jwt.split('.')
  if (parts.length !== 3) throw new RelayError('Unauthorized: the auth token is not a JWT')
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string]
  decodePart(encodedHeader, headerSchema, 'header')
  const payload = decodePart(encodedPayload, payloadSchema, 'payload')
  let publicKey: Uint8Array
  try {
    publicKey = decodeDidKey(payload.iss)
  } catch (cause) {
    throw new RelayError('Unauthorized: the auth token names no Ed25519 issuer', { cause })
  }
  let signature: Uint8Array
  try {
    signature = base64urlnopad.decode(encodedSignature)
  } catch (cause) {
    throw new RelayError('Unauthorized: the auth token signature is malformed', { cause })
  }
  const signed = new TextEncoder().encode(`${encodedHeader}.${encodedPayload}`)
  if (signature.length !== 64 || !ed25519.verify(signature, signed, publicKey)) {
    throw new RelayError('Unauthorized: the auth token signature is invalid')
  }
  if (payload.exp + clockSkewSeconds < now) {
    throw new RelayError('Unauthorized: the auth token has expired')
  }
  if (payload.iat - clockSkewSeconds > now) {
    throw new RelayError('Unauthorized: the auth token is issued in the future')
  }
  return { clientId: payload.iss, expiresAt: payload.exp }
}
