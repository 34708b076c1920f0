import { bytesToHex } from '@openappkit/common/encoding'
import { ProviderRpcError, RpcErrorCode } from '@openappkit/common/errors'
import {
  type Hex,
  hexToBigInt,
  isAddress,
  isAddressEqual,
  isHex,
  type TransactionSerializable,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { checkFunds } from './check-funds.ts'
import { feesPerGasOf } from './fees-per-gas.ts'

/** The node calls signing needs (the api's RPC proxy for the active chain). */
export type EvmRpc = (method: string, params: unknown[]) => Promise<unknown>

/**
 * The EVM methods the frame signs after the visitor approved them (docs/project/behaviour.md §6).
 */
export const EVM_SIGNING_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
] as const

export type EvmSigningMethod = (typeof EVM_SIGNING_METHODS)[number]

const invalid = (message: string) => new ProviderRpcError(RpcErrorCode.InvalidParams, { message })
const optionalHex = (value: unknown, field: string): Hex | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value)) throw invalid(`${field} must be hex`)
  return value
}

/** EIP-712 typed data as sent (a JSON string or an object); throws -32602 when it is neither. */
function readTypedData(value: unknown): Record<string, unknown> {
  let parsed = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      throw invalid('typed data is not JSON')
    }
  }
  const data = parsed as Record<string, unknown> | null
  if (!data || typeof data !== 'object' || typeof data.primaryType !== 'string' || !data.types) {
    throw invalid('typed data needs types, primaryType, domain and message')
  }
  return data
}

/** The EIP-712 definition viem signs, from typed data as sent (its EIP712Domain type left out). */
export function typedDataDefinitionOf(value: unknown): TypedDataDefinition {
  const { domain, types, primaryType, message } = readTypedData(value)
  const { EIP712Domain: _domain, ...messageTypes } = (types ?? {}) as Record<string, unknown>
  // Shapes were checked by readTypedData; viem checks the values against the types.
  return { domain, types: messageTypes, primaryType, message } as unknown as TypedDataDefinition
}

/** Whether the frame knows how to sign `method`. */
export function isEvmSigningMethod(method: string): method is EvmSigningMethod {
  return (EVM_SIGNING_METHODS as readonly string[]).includes(method)
}

/**
 * Checks a signing request's parameters before anyone is asked to approve it: the account must be
 * this wallet's, the shapes those of EIP-1193 / EIP-712; throws -32602 with what is wrong.
 */
export function checkEvmSigningRequest(method: EvmSigningMethod, params: unknown, address: Hex) {
  const list = Array.isArray(params) ? (params as unknown[]) : []
  const own = (value: unknown) =>
    typeof value === 'string' &&
    isAddress(value, { strict: false }) &&
    isAddressEqual(value, address)
  if (method === 'personal_sign') {
    if (typeof list[0] !== 'string' || !own(list[1])) {
      throw invalid('personal_sign takes [message, address] of this wallet')
    }
  } else if (method === 'eth_signTypedData_v4') {
    if (!own(list[0])) {
      throw invalid('eth_signTypedData_v4 takes [address of this wallet, typed data]')
    }
    readTypedData(list[1])
  } else {
    const transaction = list[0] as Record<string, unknown> | undefined
    if (!transaction || typeof transaction !== 'object' || !own(transaction.from)) {
      throw invalid('eth_sendTransaction takes [{ from: this wallet, ... }]')
    }
    if (transaction.to !== undefined && transaction.to !== null) {
      if (typeof transaction.to !== 'string' || !isAddress(transaction.to, { strict: false }))
        throw invalid('to must be an address')
    }
    for (const field of ['value', 'data', 'input', 'gas', 'nonce'] as const)
      optionalHex(transaction[field], field)
  }
}

/** Fills an eth_sendTransaction from the node: nonce, gas (estimated unless given) and fees. */
export async function fillTransaction(
  transaction: Record<string, unknown>,
  from: Hex,
  chainId: number,
  rpc: EvmRpc,
): Promise<TransactionSerializable> {
  const to = (transaction.to ?? undefined) as Hex | undefined
  const value = optionalHex(transaction.value, 'value')
  const data = optionalHex(transaction.data ?? transaction.input, 'data')
  const call = {
    from,
    ...(to ? { to } : {}),
    ...(value ? { value } : {}),
    ...(data ? { data } : {}),
  }
  const [nonce, gas, fees] = await Promise.all([
    optionalHex(transaction.nonce, 'nonce') ??
      (rpc('eth_getTransactionCount', [from, 'pending']) as Promise<Hex>),
    optionalHex(transaction.gas, 'gas') ?? (rpc('eth_estimateGas', [call]) as Promise<Hex>),
    feesPerGasOf(rpc),
  ])
  return {
    type: 'eip1559',
    chainId,
    nonce: Number(hexToBigInt(nonce)),
    gas: hexToBigInt(gas),
    ...fees,
    ...(to ? { to } : {}),
    ...(value ? { value: hexToBigInt(value) } : {}),
    ...(data ? { data } : {}),
  }
}

/**
 * What an eth_sendTransaction of this wallet would cost, checked before anyone is asked to
 * approve it: filled from the node as signing fills it, then {@link checkFunds} against the
 * account's balance. Throws the node's insufficient-funds error when it cannot be paid.
 */
export async function checkEvmTransactionFunds(
  params: unknown,
  context: { address: Hex; chainId: number; rpc: EvmRpc },
): Promise<void> {
  const transaction = await fillTransaction(
    (params as unknown[])[0] as Record<string, unknown>,
    context.address,
    context.chainId,
    context.rpc,
  )
  await checkFunds(context.rpc, {
    address: context.address,
    value: transaction.value ?? 0n,
    gas: transaction.gas ?? 0n,
    maxFeePerGas: transaction.maxFeePerGas ?? 0n,
  })
}

/**
 * Signs an approved request with the wallet's key: EIP-191 messages, EIP-712 typed data, and
 * transactions (filled from the node, signed here, broadcast raw) — the key never leaves.
 */
export async function signEvmRequest(
  privateKey: Uint8Array,
  method: EvmSigningMethod,
  params: unknown,
  context: { chainId: number; rpc: EvmRpc },
): Promise<unknown> {
  const account = privateKeyToAccount(`0x${bytesToHex(privateKey)}`)
  checkEvmSigningRequest(method, params, account.address)
  const list = params as unknown[]
  if (method === 'personal_sign') {
    const message = list[0] as string
    return account.signMessage({ message: isHex(message) ? { raw: message } : message })
  }
  if (method === 'eth_signTypedData_v4')
    return account.signTypedData(typedDataDefinitionOf(list[1]))
  const transaction = await fillTransaction(
    list[0] as Record<string, unknown>,
    account.address,
    context.chainId,
    context.rpc,
  )
  const raw = await account.signTransaction(transaction)
  return context.rpc('eth_sendRawTransaction', [raw])
}
