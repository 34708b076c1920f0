import { decodeBase58 } from '@openappkit/common/encoding'
import type { SiwxNamespace } from './siwx-namespaces.ts'

// The grammar of EIP-4361, applied to every namespace (CAIP-122). Strict on purpose: a message
// that a person reads in the wallet must not hide anything (no control characters, no look-alike
// Unicode in the domain, one field per line).

/** The longest message accepted, in characters. */
export const SIWX_MESSAGE_MAX_LENGTH = 8_192

const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const domainPattern = new RegExp(`^${label}(?:\\.${label})*(?::[0-9]{1,5})?$`)
const uriPattern = /^[A-Za-z][A-Za-z0-9+.-]*:[\x21-\x7E]+$/
const statementPattern = /^[\x20-\x7E]+$/
const noncePattern = /^[A-Za-z0-9]{8,64}$/
const requestIdPattern = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%]{1,200}$/
const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/
const chainReferencePatterns: Record<SiwxNamespace, RegExp> = {
  eip155: /^[1-9][0-9]{0,15}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{32}$/,
  bip122: /^[0-9a-f]{32}$/,
}
const addressPatterns: Record<SiwxNamespace, RegExp> = {
  eip155: /^0x[0-9a-fA-F]{40}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  bip122: /^(?:[13mn2][1-9A-HJ-NP-Za-km-z]{25,34}|(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87})$/,
}

/** The problem with a field's value, or `undefined` when it fits the grammar. */
export type FieldCheck = (value: string) => string | undefined

/** The domain: an RFC 3986 authority of ASCII host labels and an optional port. */
export const checkDomain: FieldCheck = (value) =>
  value.length <= 253 && domainPattern.test(value) ? undefined : 'is not a host name and port'

/** A URI: scheme, then visible ASCII only. */
export const checkUri: FieldCheck = (value) =>
  value.length <= 2_048 && uriPattern.test(value) && URL.canParse(value)
    ? undefined
    : 'is not an absolute URI'

/** The statement: one line of printable ASCII. */
export const checkStatement: FieldCheck = (value) =>
  value.length <= 1_024 && statementPattern.test(value)
    ? undefined
    : 'must be one line of printable ASCII'

/** The nonce: 8 to 64 letters and digits. */
export const checkNonce: FieldCheck = (value) =>
  noncePattern.test(value) ? undefined : 'must be 8 to 64 letters and digits'

/** The request id: URI path characters. */
export const checkRequestId: FieldCheck = (value) =>
  requestIdPattern.test(value) ? undefined : 'has characters a request id cannot hold'

/** A timestamp: an RFC 3339 date-time. */
export const checkDateTime: FieldCheck = (value) =>
  dateTimePattern.test(value) && !Number.isNaN(Date.parse(value))
    ? undefined
    : 'is not an RFC 3339 date-time'

/** The version: `1`, the only one defined. */
export const checkVersion: FieldCheck = (value) => (value === '1' ? undefined : 'must be 1')

/** A namespace's check of a chain reference (the part of a CAIP-2 id after the colon). */
export function chainReferenceCheck(namespace: SiwxNamespace): FieldCheck {
  return (value) =>
    chainReferencePatterns[namespace].test(value)
      ? undefined
      : `is not a ${namespace} chain reference`
}

/** A namespace's check of an account address. */
export function addressCheck(namespace: SiwxNamespace): FieldCheck {
  return (value) => {
    if (!addressPatterns[namespace].test(value)) return `is not a ${namespace} address`
    if (namespace === 'solana') {
      try {
        if (decodeBase58(value).length !== 32) return 'is not a 32-byte Solana address'
      } catch {
        return 'is not a Solana address'
      }
    }
    return undefined
  }
}
