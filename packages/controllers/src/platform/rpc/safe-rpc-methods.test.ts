import { describe, expect, it } from 'vitest'
import {
  APPROVAL_RPC_METHODS,
  assertRpcMethodAllowed,
  isSafeRpcMethod,
  requiresApproval,
  SAFE_RPC_METHODS,
} from './safe-rpc-methods.ts'

describe('embedded-wallet RPC policy', () => {
  it('treats reads, gas estimates, raw sends and capability queries as safe', () => {
    for (const method of [
      'eth_call',
      'eth_getBalance',
      'eth_estimateGas',
      'eth_sendRawTransaction',
      'wallet_getCapabilities',
      'wallet_getCallsStatus',
      'wallet_getAssets',
      'eth_getUserOperationReceipt',
    ]) {
      expect(isSafeRpcMethod(method)).toBe(true)
      expect(requiresApproval(method)).toBe(false)
    }
  })

  it('requires approval for signing and sending', () => {
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
    ]) {
      expect(requiresApproval(method)).toBe(true)
      expect(isSafeRpcMethod(method)).toBe(false)
      expect(() => assertRpcMethodAllowed(method)).not.toThrow()
    }
  })

  it('refuses any other method with Requested RPC call is not allowed', () => {
    for (const method of ['eth_sign', 'wallet_addEthereumChain', 'debug_traceTransaction', '']) {
      expect(() => assertRpcMethodAllowed(method)).toThrow('Requested RPC call is not allowed')
    }
    expect(() => assertRpcMethodAllowed('eth_chainId')).not.toThrow()
  })

  it('keeps the two lists disjoint', () => {
    const safe = new Set<string>(SAFE_RPC_METHODS)
    expect(APPROVAL_RPC_METHODS.filter((method) => safe.has(method))).toEqual([])
  })
})
