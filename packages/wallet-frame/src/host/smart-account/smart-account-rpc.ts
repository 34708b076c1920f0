import { ProviderRpcError, RpcErrorCode } from '@openappkit/common/errors'
import { getAddress, type Hex, isAddress, isAddressEqual, isHex, toHex } from 'viem'
import { checkEvmSigningRequest, isEvmSigningMethod, typedDataDefinitionOf } from '../evm-signer.ts'
import { callsStatusOf, capabilitiesOf, readSendCalls } from './eip-5792.ts'
import type { ChainRpc } from './smart-account-network.ts'
import type { OwnerKey, SmartAccountCall, SmartAccountWallet } from './smart-account-wallet.ts'
import type { EmbeddedSmartAccount } from './to-embedded-smart-account.ts'

/** What the smart-account handler answers for a method it leaves to the EOA path. */
export const NOT_HANDLED: unique symbol = Symbol('not handled by the smart account')

/**
 * The read-only ERC-4337 calls (docs/project/behaviour.md §6 safe list) answered by the chain's
 * bundler.
 */
const BUNDLER_READS = new Set([
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'eth_estimateUserOperationGas',
])
const BATCHES_KEPT = 1_000

export type SmartAccountRpcContext = {
  owner: OwnerKey
  /** The chain the wallet is on. */
  chainId: number
  /** Asks the visitor to approve this request (docs/project/behaviour.md §6). */
  approve(): Promise<boolean>
}

const rejected = () =>
  new ProviderRpcError(RpcErrorCode.UserRejectedRequest, { message: 'User rejected the request.' })
const invalid = (message: string) => new ProviderRpcError(RpcErrorCode.InvalidParams, { message })

const isFrom = (from: unknown, address: Hex) =>
  from === undefined ||
  from === null ||
  (typeof from === 'string' && isAddress(from, { strict: false }) && isAddressEqual(from, address))

/** The call of an eth_sendTransaction / eth_estimateGas object, as the smart account makes it. */
function callOf(value: unknown): SmartAccountCall {
  const transaction = (value ?? {}) as {
    to?: unknown
    value?: unknown
    data?: unknown
    input?: unknown
  }
  if (typeof value !== 'object' || !transaction.to) {
    throw invalid('A smart account sends calls to an address: the transaction needs to')
  }
  if (typeof transaction.to !== 'string' || !isAddress(transaction.to, { strict: false })) {
    throw invalid('to must be an address')
  }
  const data = transaction.data ?? transaction.input
  for (const [field, hex] of [
    ['value', transaction.value],
    ['data', data],
  ] as const) {
    if (hex !== undefined && hex !== null && (typeof hex !== 'string' || !isHex(hex)))
      throw invalid(`${field} must be hex`)
  }
  return {
    to: transaction.to as Hex,
    ...(transaction.value ? { value: BigInt(transaction.value as Hex) } : {}),
    ...(data ? { data: data as Hex } : {}),
  }
}

async function signAsSmartAccount(
  account: EmbeddedSmartAccount,
  method: 'personal_sign' | 'eth_signTypedData_v4',
  list: unknown[],
) {
  if (method === 'eth_signTypedData_v4')
    return account.signTypedData(typedDataDefinitionOf(list[1]))
  const message = list[0] as string
  return account.signMessage({ message: isHex(message) ? { raw: message } : message })
}

/**
 * The RPC calls the smart account changes: EIP-5792 (capabilities, batches, their status), the
 * bundler's reads, and — while the smart account is the active one — signing and sending as it
 * (messages ERC-1271 / ERC-6492, transactions as UserOperations whose receipt is awaited).
 * Answers NOT_HANDLED for everything else.
 */
export function createSmartAccountRpc(wallet: SmartAccountWallet, bundlerRpc: ChainRpc) {
  // Which chain each batch went to, so its status is asked of the right bundler.
  const batches = new Map<string, number>()
  const remember = (id: Hex, chainId: number) => {
    batches.set(id.toLowerCase(), chainId)
    if (batches.size > BATCHES_KEPT) batches.delete(batches.keys().next().value as string)
  }

  return async function handleSmartAccountRpc(
    method: string,
    params: unknown,
    context: SmartAccountRpcContext,
  ): Promise<unknown> {
    const { owner, chainId } = context
    const list = Array.isArray(params) ? (params as unknown[]) : []
    const enabled = wallet.isEnabled(chainId)
    if (method === 'wallet_getCapabilities') {
      const chains = [...new Set([chainId, ...wallet.enabledNetworks()])]
      return capabilitiesOf(
        params,
        {
          owner: getAddress(owner.address),
          smartAccount: async (id) =>
            wallet.isEnabled(id) ? (await wallet.smartAccountOf(owner, id)).address : undefined,
        },
        chains,
      )
    }
    if (method === 'wallet_getCallsStatus') {
      const id = list[0]
      if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id)) {
        throw invalid('wallet_getCallsStatus takes [id] as wallet_sendCalls answered it')
      }
      // A batch sent before the frame reloaded is looked for on the current chain.
      const at = batches.get(id.toLowerCase()) ?? (enabled ? chainId : undefined)
      const found =
        at === undefined ? null : await bundlerRpc('eth_getUserOperationReceipt', [id], at)
      if (at === undefined || (found === null && !batches.has(id.toLowerCase()))) {
        throw new ProviderRpcError(RpcErrorCode.UnknownBundleId, {
          message: `Unknown bundle id ${id}`,
        })
      }
      return callsStatusOf(id as Hex, at, found as Parameters<typeof callsStatusOf>[2])
    }
    if (BUNDLER_READS.has(method)) return enabled ? bundlerRpc(method, list, chainId) : NOT_HANDLED
    if (method === 'wallet_sendCalls') {
      const active = await wallet.activeAccount(owner, chainId)
      const request = readSendCalls(params, { chainId, enabled, active })
      // What the account cannot pay fails before the visitor is asked.
      await wallet.checkFunds(request.account, chainId, request.calls)
      if (!(await context.approve())) throw rejected()
      const id = await wallet.sendCalls(request.account, chainId, request.calls)
      remember(id, chainId)
      return { id }
    }
    if (method === 'eth_estimateGas') {
      if (!enabled) return NOT_HANDLED
      const active = await wallet.activeAccount(owner, chainId)
      const call = list[0] as { from?: unknown } | undefined
      // Another sender (the owner's EOA) is the node's to estimate.
      if (active.type !== 'smartAccount' || !isFrom(call?.from, active.address)) return NOT_HANDLED
      const gas = await wallet.estimateGas(active.account, chainId, [callOf(list[0])])
      return toHex(gas)
    }
    if (!isEvmSigningMethod(method)) return NOT_HANDLED
    const active = await wallet.activeAccount(owner, chainId)
    if (active.type !== 'smartAccount') return NOT_HANDLED
    checkEvmSigningRequest(method, params, active.address)
    if (method !== 'eth_sendTransaction') {
      if (!(await context.approve())) throw rejected()
      return signAsSmartAccount(active.account, method, list)
    }
    // A `gas` the dapp passes (eth_estimateGas's figure, or its own) is not a UserOperation
    // limit: the bundler's estimate sets all of them, as for the fee shown.
    const call = callOf(list[0])
    await wallet.checkFunds(active.account, chainId, [call])
    if (!(await context.approve())) throw rejected()
    const hash = await wallet.sendCalls(active.account, chainId, [call])
    return wallet.waitForTransactionHash(active.account, chainId, hash)
  }
}
