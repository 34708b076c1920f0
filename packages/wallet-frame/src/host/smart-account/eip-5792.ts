import { ProviderRpcError, RpcErrorCode } from '@openappkit/common/errors'
import { type Address, type Hex, hexToBigInt, isAddressEqual, toHex } from 'viem'
import { z } from 'zod'
import type { ActiveAccount, SmartAccountCall } from './smart-account-wallet.ts'
import type { EmbeddedSmartAccount } from './to-embedded-smart-account.ts'

const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const hexSchema = z.string().regex(/^0x[0-9a-fA-F]*$/)
const quantitySchema = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/)
const capabilitiesSchema = z.record(z.string().max(64), z.unknown()).optional()

/** wallet_sendCalls' parameters (EIP-5792 version 2.0.0). */
const sendCallsParametersSchema = z.tuple([
  z.object({
    version: z.string().max(16).optional(),
    chainId: quantitySchema,
    from: addressSchema.optional(),
    atomicRequired: z.boolean().optional(),
    calls: z
      .array(
        z.object({
          to: addressSchema,
          data: hexSchema.optional(),
          value: quantitySchema.optional(),
          capabilities: capabilitiesSchema,
        }),
      )
      .min(1)
      .max(32),
    capabilities: capabilitiesSchema,
  }),
])

const invalid = (message: string) => new ProviderRpcError(RpcErrorCode.InvalidParams, { message })

// A capability the dapp marks non-optional must be supported; this wallet supports none.
function checkCapabilities(capabilities: Record<string, unknown> | undefined) {
  for (const [name, value] of Object.entries(capabilities ?? {})) {
    if ((value as { optional?: unknown } | null)?.optional === true) continue
    throw new ProviderRpcError(RpcErrorCode.UnsupportedNonOptionalCapability, {
      message: `Unsupported non-optional capability: ${name}`,
    })
  }
}

/** A checked wallet_sendCalls request: the calls to send as one UserOperation, and from whom. */
export type SendCallsRequest = { account: EmbeddedSmartAccount; calls: SmartAccountCall[] }

/**
 * Reads wallet_sendCalls' parameters (throws -32602 when malformed): they must name the chain
 * the wallet is on, with smart accounts (5710 otherwise), and the smart account as sender when
 * one is named; batches are atomic only from the smart account (5760 from the EOA).
 */
export function readSendCalls(
  params: unknown,
  context: { chainId: number; enabled: boolean; active: ActiveAccount },
): SendCallsRequest {
  const parsed = sendCallsParametersSchema.safeParse(params)
  if (!parsed.success) {
    throw invalid('wallet_sendCalls takes [{ version, chainId, from, atomicRequired, calls }]')
  }
  const [request] = parsed.data
  const chainId = Number(hexToBigInt(request.chainId as Hex))
  if (chainId !== context.chainId || !context.enabled) {
    throw new ProviderRpcError(RpcErrorCode.UnsupportedChainId, {
      message: `Unsupported chain id ${chainId}: the wallet sends batches on chain ${context.chainId} only when it has a smart account there`,
    })
  }
  if (context.active.type !== 'smartAccount') {
    throw new ProviderRpcError(RpcErrorCode.AtomicityNotSupported, {
      message: 'Atomic batches need the smart account: switch the account type to smartAccount',
    })
  }
  if (request.from && !isAddressEqual(request.from as Address, context.active.address)) {
    throw invalid('from must be the active account of this wallet')
  }
  checkCapabilities(request.capabilities)
  for (const call of request.calls) checkCapabilities(call.capabilities)
  return {
    account: context.active.account,
    calls: request.calls.map((call) => ({
      to: call.to as Address,
      ...(call.value ? { value: hexToBigInt(call.value as Hex) } : {}),
      ...(call.data ? { data: call.data as Hex } : {}),
    })),
  }
}

/**
 * wallet_getCapabilities: per chain (hex id), atomic batches `supported` where the asked address
 * is this wallet's smart account, `unsupported` for its EOA; only this wallet's addresses.
 */
export function capabilitiesOf(
  params: unknown,
  context: { owner: Address; smartAccount(chainId: number): Promise<Address | undefined> },
  chainIds: readonly number[],
) {
  const list = Array.isArray(params) ? (params as unknown[]) : []
  const address = addressSchema.safeParse(list[0])
  const asked = z.array(quantitySchema).max(64).optional().safeParse(list[1])
  if (!address.success || !asked.success) {
    throw invalid('wallet_getCapabilities takes [address, chainIds?]')
  }
  const chains = asked.data ? asked.data.map((id) => Number(hexToBigInt(id as Hex))) : chainIds
  return (async () => {
    const answer: Record<Hex, { atomic: { status: 'supported' | 'unsupported' } }> = {}
    let ours = isAddressEqual(address.data as Address, context.owner)
    for (const chainId of chains) {
      const smart = await context.smartAccount(chainId)
      const isSmart = smart !== undefined && isAddressEqual(smart, address.data as Address)
      ours ||= isSmart
      answer[toHex(chainId)] = { atomic: { status: isSmart ? 'supported' : 'unsupported' } }
    }
    if (!ours)
      throw new ProviderRpcError(RpcErrorCode.Unauthorized, {
        message: 'The address is not this wallet',
      })
    return answer
  })()
}

type RawUserOperationReceipt = {
  success: boolean
  receipt: {
    transactionHash: Hex
    blockHash: Hex
    blockNumber: Hex
    gasUsed: Hex
    logs: { address: Hex; data: Hex; topics: Hex[] }[]
  }
} | null

/**
 * wallet_getCallsStatus from the bundler's UserOperation receipt: 100 pending, 200 confirmed,
 * 500 reverted on chain; one receipt, since a batch is one UserOperation (atomic).
 */
export function callsStatusOf(id: Hex, chainId: number, found: RawUserOperationReceipt) {
  return {
    version: '2.0.0',
    id,
    chainId: toHex(chainId),
    status: found ? (found.success ? 200 : 500) : 100,
    atomic: true,
    ...(found
      ? {
          receipts: [
            {
              logs: found.receipt.logs.map(({ address, data, topics }) => ({
                address,
                data,
                topics,
              })),
              status: found.success ? '0x1' : '0x0',
              blockHash: found.receipt.blockHash,
              blockNumber: found.receipt.blockNumber,
              gasUsed: found.receipt.gasUsed,
              transactionHash: found.receipt.transactionHash,
            },
          ],
        }
      : {}),
  }
}
