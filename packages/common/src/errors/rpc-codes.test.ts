import { describe, expect, it } from 'vitest'
import {
  getRpcErrorMessage,
  getRpcErrorName,
  isKnownRpcErrorCode,
  RPC_ERRORS,
  RpcErrorCode,
} from './rpc-codes.ts'

describe('RPC_ERRORS', () => {
  it('covers every code of docs/project/behaviour.md §8', () => {
    const expected = [
      -32700, -32600, -32601, -32602, -32603, -32000, -32001, -32002, -32003, -32004, -32005,
      -32006, 4001, 4100, 4200, 4900, 4901, 4902, 5700, 5710, 5720, 5730, 5740, 5750, 5760,
    ]
    expect(
      Object.keys(RPC_ERRORS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(expected.sort((a, b) => a - b))
  })

  it.each([
    [-32700, 'ParseError', 'Invalid JSON was received by the server.'],
    [-32600, 'InvalidRequest', 'JSON is not a valid request object.'],
    [-32601, 'MethodNotFound', 'The method does not exist / is not available.'],
    [-32602, 'InvalidParams', 'Invalid parameters were provided to the RPC method.'],
    [-32603, 'InternalError', 'An internal error was received.'],
    [-32000, 'InvalidInput', 'Missing or invalid parameters.'],
    [-32001, 'ResourceNotFound', 'Requested resource not found.'],
    [-32002, 'ResourceUnavailable', 'Requested resource not available.'],
    [-32003, 'TransactionRejected', 'Transaction creation failed.'],
    [-32004, 'MethodNotSupported', 'Method is not supported.'],
    [-32005, 'LimitExceeded', 'Request exceeds defined limit.'],
    [-32006, 'JsonRpcVersionNotSupported', 'Version of JSON-RPC protocol is not supported.'],
    [4001, 'UserRejectedRequest', 'User rejected the request.'],
    [
      4100,
      'Unauthorized',
      'The requested method and/or account has not been authorized by the user.',
    ],
    [4200, 'UnsupportedMethod', 'The Provider does not support the requested method.'],
    [4900, 'Disconnected', 'The Provider is disconnected from all chains.'],
    [4901, 'ChainDisconnected', 'The Provider is not connected to the requested chain.'],
    [
      4902,
      'UnrecognizedChain',
      'Unrecognized chain ID. Try adding the chain using wallet_addEthereumChain first.',
    ],
    [
      5700,
      'UnsupportedNonOptionalCapability',
      'This Wallet does not support a capability that was not marked as optional.',
    ],
    [5710, 'UnsupportedChainId', 'This Wallet does not support the requested chain ID.'],
    [5720, 'DuplicateId', 'There is already a bundle submitted with this ID.'],
    [5730, 'UnknownBundleId', 'This bundle id is unknown / has not been submitted.'],
    [5740, 'BundleTooLarge', 'The call bundle is too large for the Wallet to process.'],
    [
      5750,
      'AtomicReadyWalletRejectedUpgrade',
      'The Wallet can support atomicity after an upgrade, but the user rejected the upgrade.',
    ],
    [
      5760,
      'AtomicityNotSupported',
      'The wallet does not support atomic execution but the request requires it.',
    ],
  ])('%i is %s', (code, name, message) => {
    expect(getRpcErrorName(code)).toBe(name)
    expect(getRpcErrorMessage(code)).toBe(message)
    expect(RpcErrorCode[name as keyof typeof RpcErrorCode]).toBe(code)
  })

  it('maps the 4902 switch-chain alias to the same code', () => {
    expect(RpcErrorCode.SwitchChainError).toBe(4902)
  })

  it.each([0, 1, 3, -32099, 4000, 5701, 5770, 1.5, Number.NaN])(
    'gives unknown code %d a generic name and message',
    (code) => {
      expect(isKnownRpcErrorCode(code)).toBe(false)
      expect(getRpcErrorName(code)).toBe('UnknownRpcError')
      expect(getRpcErrorMessage(code)).toBe('An unknown RPC error occurred.')
    },
  )

  it('does not treat inherited object keys as codes', () => {
    expect(isKnownRpcErrorCode('toString')).toBe(false)
  })
})
