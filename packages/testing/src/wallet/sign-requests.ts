import { ProviderRpcError, RpcErrorCode } from '@openappkit/common'
import { type Hex, isHex, type PrivateKeyAccount, type TypedDataDefinition } from 'viem'
import type { TransactionRequest } from './send-transaction.ts'

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

export type SigningAnswersParameters = {
  /** The account in use now (a wallet may switch accounts). */
  account: () => PrivateKeyAccount
  /** Throws unless `address` is an account the site may use. */
  requireAccount: (address: unknown) => void
  /** Counts one prompt to the visitor (and may refuse it). */
  prompt: () => void
  /** Signs and sends a transaction from the account in use; resolves its hash. */
  send: (request: TransactionRequest) => Promise<Hex>
}

/**
 * The signing answers every EVM test wallet gives (`personal_sign`, `eth_signTypedData_v4`,
 * `eth_sendTransaction`): the request's account checked, the visitor prompted, the key signs.
 */
export function signingAnswers(parameters: SigningAnswersParameters) {
  const { account, requireAccount, prompt, send } = parameters
  return {
    personal_sign: async (params: unknown) => {
      const { message, address } = readPersonalSign(params)
      requireAccount(address)
      prompt()
      return signPersonalMessage(account(), message)
    },
    eth_signTypedData_v4: async (params: unknown) => {
      const { address, typedData } = readTypedData(params)
      requireAccount(address)
      prompt()
      return account().signTypedData(typedData)
    },
    eth_sendTransaction: async (params: unknown) => {
      const [request] = (Array.isArray(params) ? params : []) as [TransactionRequest | undefined]
      requireAccount(request?.from ?? account().address)
      prompt()
      return send(request ?? {})
    },
  }
}
