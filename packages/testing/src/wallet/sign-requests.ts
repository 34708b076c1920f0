import { ProviderRpcError, RpcErrorCode } from '@openappkit/common'
import { type Hex, isHex, type PrivateKeyAccount, type TypedDataDefinition } from 'viem'

function invalid(message: string): ProviderRpcError {
  return new ProviderRpcError(RpcErrorCode.InvalidParams, { message })
}

/** `personal_sign [message, address]`: hex data is signed as raw bytes, anything else as text. */
export function readPersonalSign(params: unknown): { message: string; address: string } {
  const [message, address] = Array.isArray(params) ? params : []
  if (typeof message !== 'string' || typeof address !== 'string') {
    throw invalid('personal_sign expects [message, address]')
  }
  return { message, address }
}

/** Signs a `personal_sign` payload (EIP-191). */
export function signPersonalMessage(account: PrivateKeyAccount, message: string): Promise<Hex> {
  return account.signMessage({ message: isHex(message) ? { raw: message } : message })
}

/** `eth_signTypedData_v4 [address, typedData]` with the typed data as JSON or an object. */
export function readTypedData(params: unknown): {
  address: string
  typedData: TypedDataDefinition
} {
  const [address, raw] = Array.isArray(params) ? params : []
  if (typeof address !== 'string')
    throw invalid('eth_signTypedData_v4 expects [address, typedData]')
  let value: unknown = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      throw invalid('eth_signTypedData_v4: typedData is not valid JSON')
    }
  }
  if (typeof value !== 'object' || value === null) {
    throw invalid('eth_signTypedData_v4 expects [address, typedData]')
  }
  const { types, primaryType, domain, message } = value as Record<string, unknown>
  if (typeof types !== 'object' || types === null || typeof primaryType !== 'string') {
    throw invalid('eth_signTypedData_v4: typedData needs types and primaryType')
  }
  // viem derives the EIP712Domain type from `domain` itself.
  const { EIP712Domain: _domainType, ...messageTypes } = types as Record<string, unknown>
  return {
    address,
    typedData: {
      types: messageTypes,
      primaryType,
      domain: (domain ?? {}) as TypedDataDefinition['domain'],
      message: (message ?? {}) as Record<string, unknown>,
    } as TypedDataDefinition,
  }
}
