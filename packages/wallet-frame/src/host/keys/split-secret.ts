import { base64ToBytes, bytesToBase64 } from '@openappkit/common/encoding'
import { combine, split } from 'shamir-secret-sharing'

/** Three shares of a secret, any two of which rebuild it; one alone says nothing about it. */
export type SecretShares = {
  /** Stays in the frame origin's storage on this device. */
  deviceShare: string
  /** Kept by the api, released only to an authenticated session. */
  authShare: string
  /** Kept sealed by the api, released only to a device approved from the account's email. */
  recoveryShare: string
}

/** Splits a secret 2-of-3 (Shamir over GF(256)). */
export async function splitSecret(secret: Uint8Array): Promise<SecretShares> {
  const [deviceShare, authShare, recoveryShare] = (await split(secret, 3, 2)) as [
    Uint8Array,
    Uint8Array,
    Uint8Array,
  ]
  return {
    deviceShare: bytesToBase64(deviceShare),
    authShare: bytesToBase64(authShare),
    recoveryShare: bytesToBase64(recoveryShare),
  }
}

/** The secret of two shares made by {@link splitSecret}. */
export async function combineShares(first: string, second: string): Promise<Uint8Array> {
  return combine([base64ToBytes(first), base64ToBytes(second)])
}
