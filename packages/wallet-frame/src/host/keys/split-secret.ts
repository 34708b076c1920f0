import { combine, split } from 'shamir-secret-sharing'

/** The two halves of a secret: neither alone says anything about it. */
export type SecretShares = {
  /** Stays in the frame origin's storage on this device. */
  deviceShare: string
  /** Kept by the api, released only to an authenticated session. */
  authShare: string
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/** Splits a secret 2-of-2 (Shamir over GF(256)): both shares are needed to rebuild it. */
export async function splitSecret(secret: Uint8Array): Promise<SecretShares> {
  const [deviceShare, authShare] = (await split(secret, 2, 2)) as [Uint8Array, Uint8Array]
  return { deviceShare: toBase64(deviceShare), authShare: toBase64(authShare) }
}

/** The secret of two shares made by {@link splitSecret}. */
export async function combineShares({ deviceShare, authShare }: SecretShares): Promise<Uint8Array> {
  return combine([fromBase64(deviceShare), fromBase64(authShare)])
}
