import {
  AGGREGATE3,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
} from '@openappkit/common/abi'
import { MULTICALL_BATCH_SIZE } from '@openappkit/common/constants'
import { AppKitError } from '@openappkit/common/errors'
import type { FetchLike } from '../../platform/services/types.ts'
import { jsonRpcRequest } from './json-rpc-request.ts'

/** One call of an `aggregate3` batch. */
export type MulticallCall = { target: string; callData: Hex; allowFailure?: boolean | undefined }

/** What one call returned: `success` false when it reverted (and failure was allowed). */
export type MulticallCallResult = { success: boolean; returnData: Hex }

export type MulticallParameters = {
  fetch: FetchLike
  rpcUrl: string
  /** Multicall3 deployment of the network. */
  multicallAddress: string
  calls: readonly MulticallCall[]
  /** Calls per `aggregate3` request; docs/project/behaviour.md §7: 1024. */
  batchSize?: number | undefined
  blockTag?: string | undefined
}

export type MulticallReturnType = MulticallCallResult[]

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = []
  for (let index = 0; index < items.length; index += size) {
    chunks.push(items.slice(index, index + size))
  }
  return chunks
}

/**
 * Runs `calls` through Multicall3 `aggregate3` with `eth_call`: one round trip per
 * {@link MULTICALL_BATCH_SIZE} calls, sent at once (wait 0, docs/project/behaviour.md §7). Results
 * keep the calls' order. Failures are allowed per call unless `allowFailure` is false.
 */
export async function multicall(parameters: MulticallParameters): Promise<MulticallReturnType> {
  const batchSize = parameters.batchSize ?? MULTICALL_BATCH_SIZE
  const batches = chunk(parameters.calls, Math.max(1, batchSize))
  const results = await Promise.all(
    batches.map(async (calls) => {
      const data = encodeFunctionData(AGGREGATE3, [
        calls.map((call) => [call.target, call.allowFailure ?? true, call.callData]),
      ])
      const returned = await jsonRpcRequest({
        fetch: parameters.fetch,
        rpcUrl: parameters.rpcUrl,
        method: 'eth_call',
        params: [{ to: parameters.multicallAddress, data }, parameters.blockTag ?? 'latest'],
      })
      if (typeof returned !== 'string' || returned === '0x') {
        // No code at the address answers '0x': Multicall3 is not deployed on this network.
        throw new AppKitError('MULTICALL_RETURNED_NO_DATA', {
          details: parameters.multicallAddress,
        })
      }
      const decoded = decodeFunctionResult(AGGREGATE3, returned) as [boolean, Hex][]
      if (decoded.length !== calls.length) {
        throw new AppKitError('MULTICALL_WRONG_RESULT_COUNT', {
          details: `${decoded.length} results for ${calls.length} calls`,
        })
      }
      return decoded.map(([success, returnData]) => ({ success, returnData }))
    }),
  )
  return results.flat()
}
