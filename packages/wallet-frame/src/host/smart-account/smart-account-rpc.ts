import { ProviderRpcError } from '@openappkit/common/errors'
import { getAddress, type Hex, isHex } from 'viem'
import { checkEvmSigningRequest, isEvmSigningMethod, typedDataDefinitionOf } from '../evm-signer.ts'
import { callsStatusOf, capabilitiesOf, readSendCalls } from './eip-5792.ts'
import type { ChainRpc } from './smart-account-network.ts'
import type { OwnerKey, SmartAccountWallet } from './smart-account-wallet.ts'
import type { EmbeddedSmartAccount } from './to-embedded-smart-account.ts'

/** What the smart-account handler answers for a method it leaves to the EOA path. */
export const NOT_HANDLED: unique symbol = Symbol('not handled by the smart account')

/** The read-only ERC-4337 calls (SPEC §6 safe list) answered by the chain's bundler. */
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
  /** Asks the visitor to approve this request (SPEC §6). */
  approve(): Promise<boolean>
}

const rejected = () => new ProviderRpcError(4001, { message: 'User rejected the request.' })
const invalid = (message: string) => new ProviderRpcError(-32602, { message })

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
        throw new ProviderRpcError(5730, { message: `Unknown bundle id ${id}` })
      }
      return callsStatusOf(id as Hex, at, found as Parameters<typeof callsStatusOf>[2])
    }
    if (BUNDLER_READS.has(method)) return enabled ? bundlerRpc(method, list, chainId) : NOT_HANDLED
    if (method === 'wallet_sendCalls') {
      const active = await wallet.activeAccount(owner, chainId)
      const request = readSendCalls(params, { chainId, enabled, active })
      if (!(await context.approve())) throw rejected()
      const id = await wallet.sendCalls(request.account, chainId, request.calls)
      remember(id, chainId)
      return { id }
    }
    if (!isEvmSigningMethod(method)) return NOT_HANDLED
    const active = await wallet.activeAccount(owner, chainId)
    if (active.type !== 'smartAccount') return NOT_HANDLED
    checkEvmSigningRequest(method, params, active.address)
    if (method !== 'eth_sendTransaction') {
      if (!(await context.approve())) throw rejected()
      return signAsSmartAccount(active.account, method, list)
    }
    const transaction = list[0] as { to?: Hex | null; value?: Hex; data?: Hex; input?: Hex }
    if (!transaction.to) {
      throw invalid('A smart account sends calls to an address: eth_sendTransaction needs to')
    }
    if (!(await context.approve())) throw rejected()
    const data = transaction.data ?? transaction.input
    const hash = await wallet.sendCalls(active.account, chainId, [
      {
        to: transaction.to,
        ...(transaction.value ? { value: BigInt(transaction.value) } : {}),
        ...(data ? { data } : {}),
      },
    ])
    return wallet.waitForTransactionHash(active.account, chainId, hash)
  }
}
