import { AppKitError } from '../errors/app-kit-error.ts'

/** The chain namespaces OpenAppKit knows (CAIP-2 namespace part). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot'] as const
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/** A CAIP-2 network id, `namespace:reference`. */
export type CaipNetworkId = `${string}:${string}`
/** A CAIP-10 account id, `namespace:reference:address`. */
export type CaipAddress = `${string}:${string}:${string}`

export type ParseCaipNetworkIdReturnType = { namespace: string; chainId: string }
export type ParseCaipAddressReturnType = { namespace: string; chainId: string; address: string }

/** Thrown when a CAIP id has the wrong number of parts or an empty part. */
export class InvalidCaipError extends AppKitError<
  'INVALID_CAIP2_NETWORK_ID' | 'INVALID_CAIP10_ADDRESS' | 'INVALID_CAIP_ADDRESS'
> {
  override name = 'InvalidCaipError'
}

function splitParts(value: unknown, count: number): string[] | undefined {
  if (typeof value !== 'string') return undefined
  const parts = value.split(':')
  if (parts.length !== count || parts.some((part) => part.length === 0)) return undefined
  return parts
}

/** Splits a CAIP-2 id; throws `Invalid CAIP-2 network id: {value}` unless it has 2 non-empty parts. */
export function parseCaipNetworkId(value: string): ParseCaipNetworkIdReturnType {
  const parts = splitParts(value, 2)
  if (!parts)
    throw new InvalidCaipError('INVALID_CAIP2_NETWORK_ID', { params: { value: String(value) } })
  const [namespace, chainId] = parts as [string, string]
  return { namespace, chainId }
}

/** Splits a CAIP-10 id; throws `Invalid CAIP-10 address: {value}` unless it has 3 non-empty parts. */
export function parseCaipAddress(value: string): ParseCaipAddressReturnType {
  const parts = splitParts(value, 3)
  if (!parts)
    throw new InvalidCaipError('INVALID_CAIP10_ADDRESS', { params: { value: String(value) } })
  const [namespace, chainId, address] = parts as [string, string, string]
  return { namespace, chainId, address }
}

/** Whether `value` is a CAIP-2 network id (2 non-empty colon-separated parts). */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return splitParts(value, 2) !== undefined
}

/** Whether `value` is a CAIP-10 address (3 non-empty colon-separated parts). */
export function isCaipAddress(value: unknown): value is CaipAddress {
  return splitParts(value, 3) !== undefined
}

/** Whether `value` is one of the chain namespaces we support. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}

/**
 * The address part of a CAIP-10 id, for callers that only need the plain address; throws the
 * generic `Invalid CAIP Address` (docs/project/behaviour.md §5) when the value is not one.
 */
export function getPlainAddress(caipAddress: string): string {
  const parts = splitParts(caipAddress, 3)
  if (!parts) throw new InvalidCaipError('INVALID_CAIP_ADDRESS')
  return parts[2] as string
}

/** Builds `namespace:chainId`, validating the result. */
export function toCaipNetworkId(namespace: string, chainId: string | number): CaipNetworkId {
  const value = `${namespace}:${chainId}`
  parseCaipNetworkId(value)
  return value as CaipNetworkId
}

/** Builds `namespace:chainId:address`, validating the result. */
export function toCaipAddress(caipNetworkId: CaipNetworkId | string, address: string): CaipAddress {
  const value = `${caipNetworkId}:${address}`
  parseCaipAddress(value)
  return value as CaipAddress
}
