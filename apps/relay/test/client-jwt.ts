import { ed25519 } from '@noble/curves/ed25519.js'
import { base64urlnopad } from '@scure/base'
import { encodeDidKey } from '../src/index.ts'

const encode = (value: unknown) =>
  base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(value)))

export type SignClientJwtParameters = {
  iat?: number | undefined
  exp?: number | undefined
  secretKey?: Uint8Array | undefined
}

/** An EdDSA JWT as a WalletConnect client signs it for its relay socket, with our own keys. */
export function signClientJwt(parameters: SignClientJwtParameters = {}) {
  const now = Math.floor(Date.now() / 1000)
  const { iat = now, exp = now + 86_400, secretKey = ed25519.utils.randomSecretKey() } = parameters
  const clientId = encodeDidKey(ed25519.getPublicKey(secretKey))
  const header = encode({ alg: 'EdDSA', typ: 'JWT' })
  const payload = encode({ iss: clientId, sub: 'test', aud: 'ws://127.0.0.1', iat, exp })
  const signature = ed25519.sign(new TextEncoder().encode(`${header}.${payload}`), secretKey)
  return { jwt: `${header}.${payload}.${base64urlnopad.encode(signature)}`, clientId, secretKey }
}
