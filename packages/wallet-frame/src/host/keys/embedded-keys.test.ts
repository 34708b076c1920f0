import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { EMBEDDED_SECRET_BYTES, embeddedKeysOf, newEmbeddedSecret } from './embedded-keys.ts'
import { combineShares, splitSecret } from './split-secret.ts'

const hex = (bytes: Uint8Array) =>
  `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}` as const

describe('the embedded wallet keys', () => {
  it('derive the EVM address viem derives, and a Solana address from the ed25519 seed', async () => {
    const secret = newEmbeddedSecret()
    const keys = embeddedKeysOf(secret)
    expect(keys.evm.address).toBe(privateKeyToAddress(hex(keys.evm.privateKey)))
    // WebCrypto, another implementation, agrees on the Solana public key.
    const pkcs8 = Uint8Array.from([
      0x30,
      0x2e,
      0x02,
      0x01,
      0x00,
      0x30,
      0x05,
      0x06,
      0x03,
      0x2b,
      0x65,
      0x70,
      0x04,
      0x22,
      0x04,
      0x20,
      ...keys.solana.seed,
    ])
    const key = await crypto.subtle.importKey('pkcs8', pkcs8, 'Ed25519', true, ['sign'])
    const { x } = await crypto.subtle.exportKey('jwk', key)
    const { decodeBase58 } = await import('@openappkit/common/encoding')
    expect(Buffer.from(decodeBase58(keys.solana.address)).toString('base64url')).toBe(x)
  })

  it('split 2-of-3: any two shares rebuild the secret, none alone is it', async () => {
    const secret = newEmbeddedSecret()
    const shares = await splitSecret(secret)
    const { deviceShare, authShare, recoveryShare } = shares
    expect(await combineShares(deviceShare, authShare)).toEqual(secret)
    expect(await combineShares(authShare, recoveryShare)).toEqual(secret)
    expect(await combineShares(recoveryShare, deviceShare)).toEqual(secret)
    for (const share of [deviceShare, authShare, recoveryShare]) {
      const bytes = Buffer.from(share, 'base64')
      // A share is the secret's length plus its x-coordinate byte, and is not the secret.
      expect(bytes).toHaveLength(EMBEDDED_SECRET_BYTES + 1)
      expect(
        Buffer.compare(bytes.subarray(0, EMBEDDED_SECRET_BYTES), Buffer.from(secret)),
      ).not.toBe(0)
    }
    const other = await splitSecret(secret)
    expect(other.authShare).not.toBe(shares.authShare)
    // Shares of two different splits do not combine into the secret. Their random x-coordinates
    // may be the same (1 in 255), which combine refuses outright: that is not the secret either.
    const mixed = await combineShares(shares.deviceShare, other.authShare).catch(() => undefined)
    expect(mixed).not.toEqual(secret)
  })

  it('refuses what is not a secret', () => {
    expect(() => embeddedKeysOf(new Uint8Array(32))).toThrow()
  })
})
