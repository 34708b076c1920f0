import { getAddress, type Hex, type LocalAccount, toHex } from 'viem'
import { z } from 'zod'
import { defineRpcMethod, type RpcMethods } from '../json-rpc/rpc-dispatch.ts'
import { invalidFields } from './bundler-errors.ts'
import { estimateUserOperationGas } from './estimate-user-operation-gas.ts'
import { sendUserOperation } from './send-user-operation.ts'
import type { ChainContext } from './simulate-validation.ts'
import {
  estimateUserOperationSchema,
  rpcUserOperationSchema,
  toUserOperation,
} from './user-operation.ts'
import { getUserOperationByHash, getUserOperationReceipt } from './user-operation-lookup.ts'

const entryPointSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address')
const hashSchema = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 32-byte hash')

/** Parameters of {@link createBundlerMethods}. */
export type CreateBundlerMethodsParameters = { context: ChainContext; bundler: LocalAccount }

/** The ERC-4337 JSON-RPC methods of one chain's bundler. */
export function createBundlerMethods({
  context,
  bundler,
}: CreateBundlerMethodsParameters): RpcMethods {
  // One op per bundle, one bundle at a time: the bundler key's nonces never race.
  let queue: Promise<unknown> = Promise.resolve()
  const serialized = <TResult>(task: () => Promise<TResult>): Promise<TResult> => {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }
  const checkEntryPoint = (entryPoint: string) => {
    if (getAddress(entryPoint) !== getAddress(context.entryPoint)) {
      throw invalidFields(`EntryPoint ${entryPoint} is not supported; use ${context.entryPoint}`)
    }
  }
  return {
    eth_chainId: () => toHex(context.chainId),
    eth_supportedEntryPoints: () => [context.entryPoint],
    eth_estimateUserOperationGas: defineRpcMethod(
      z.tuple([estimateUserOperationSchema, entryPointSchema]).rest(z.unknown()),
      ([operation, entryPoint, ...rest]) => {
        checkEntryPoint(entryPoint)
        if (rest.length > 0) throw invalidFields('state overrides are not supported')
        if (operation.paymaster) {
          throw invalidFields('paymasters are not supported by the devnet bundler')
        }
        return estimateUserOperationGas(context, toUserOperation(operation), bundler.address)
      },
    ),
    eth_sendUserOperation: defineRpcMethod(
      z.tuple([rpcUserOperationSchema, entryPointSchema]),
      ([operation, entryPoint]) => {
        checkEntryPoint(entryPoint)
        return serialized(() =>
          sendUserOperation({ context, operation: toUserOperation(operation), bundler }),
        )
      },
    ),
    eth_getUserOperationReceipt: defineRpcMethod(z.tuple([hashSchema]), ([hash]) =>
      getUserOperationReceipt(context, hash as Hex),
    ),
    eth_getUserOperationByHash: defineRpcMethod(z.tuple([hashSchema]), ([hash]) =>
      getUserOperationByHash(context, hash as Hex),
    ),
  }
}
