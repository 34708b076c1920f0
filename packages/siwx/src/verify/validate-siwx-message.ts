import type { CaipNetworkId } from '@openappkit/common/caip'
import { AppKitError } from '@openappkit/common/errors'
import type { SIWXMessageData } from '@openappkit/controllers'

/** What a message must match, and when it is checked. */
export type ValidateSiwxMessageParameters = {
  /** The host (and port), or hosts, the sign-in is for; a message for another one is refused. */
  domain?: string | readonly string[] | undefined
  /** The URI the message must name, or its origin when `uri` is an origin. */
  uri?: string | undefined
  /** The networks sign-in is accepted on; any when absent. */
  chainIds?: readonly CaipNetworkId[] | undefined
  /** Milliseconds since the epoch. */
  now: number
  /** Messages issued longer ago are refused as expired, in seconds. */
  maxAgeSeconds?: number | undefined
  /** Clock difference tolerated between the wallet's device and here, in seconds. */
  clockSkewSeconds?: number | undefined
}

/** The default tolerance for a wallet's clock running ahead, in seconds. */
export const SIWX_CLOCK_SKEW_SECONDS = 60

function sameOriginOrEqual(expected: string, actual: string): boolean {
  if (expected === actual) return true
  try {
    const expectedUrl = new URL(expected)
    // An expected bare origin accepts any page of that origin.
    return (
      expectedUrl.pathname === '/' &&
      !expected.endsWith('/') &&
      new URL(actual).origin === expectedUrl.origin
    )
  } catch {
    return false
  }
}

/**
 * Checks a parsed message's domain, URI, network and time window; throws the catalogue error of
 * the first rule it breaks (`SIWX_DOMAIN_MISMATCH`, `SIWX_MESSAGE_EXPIRED`...).
 */
export function validateSiwxMessage(
  data: SIWXMessageData,
  parameters: ValidateSiwxMessageParameters,
): void {
  const { domain, uri, chainIds, now, maxAgeSeconds } = parameters
  const skew = (parameters.clockSkewSeconds ?? SIWX_CLOCK_SKEW_SECONDS) * 1_000
  if (
    domain !== undefined &&
    !(typeof domain === 'string' ? [domain] : domain).includes(data.domain)
  ) {
    throw new AppKitError('SIWX_DOMAIN_MISMATCH', { params: { domain: data.domain } })
  }
  if (uri !== undefined && !sameOriginOrEqual(uri, data.uri)) {
    throw new AppKitError('SIWX_URI_MISMATCH', { params: { uri: data.uri } })
  }
  if (chainIds !== undefined && !chainIds.includes(data.chainId)) {
    throw new AppKitError('SIWX_CHAIN_MISMATCH', { params: { chainId: data.chainId } })
  }
  const issuedAt = data.issuedAt === undefined ? undefined : Date.parse(data.issuedAt)
  if (data.expirationTime !== undefined && Date.parse(data.expirationTime) <= now) {
    throw new AppKitError('SIWX_MESSAGE_EXPIRED')
  }
  if (
    issuedAt !== undefined &&
    maxAgeSeconds !== undefined &&
    issuedAt < now - maxAgeSeconds * 1_000
  ) {
    throw new AppKitError('SIWX_MESSAGE_EXPIRED')
  }
  if (data.notBefore !== undefined && Date.parse(data.notBefore) > now + skew) {
    throw new AppKitError('SIWX_MESSAGE_NOT_YET_VALID')
  }
  if (issuedAt !== undefined && issuedAt > now + skew) {
    throw new AppKitError('SIWX_MESSAGE_NOT_YET_VALID')
  }
}
