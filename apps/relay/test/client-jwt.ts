import { createClientJwt } from '../src/index.ts'

export type SignClientJwtParameters = {
  iat?: number | undefined
  exp?: number | undefined
  secretKey?: Uint8Array | undefined
}

/** An EdDSA JWT as a WalletConnect client signs it for its relay socket, with our own keys. */
export function signClientJwt({ iat, exp, secretKey }: SignClientJwtParameters = {}) {
  const issuedAt = iat ?? Math.floor(Date.now() / 1000)
  return createClientJwt({
    secretKey,
    issuedAt,
    ttlSeconds: exp === undefined ? undefined : exp - issuedAt,
  })
}
