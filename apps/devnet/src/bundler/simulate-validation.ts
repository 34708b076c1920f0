import {
  type Address,
  decodeErrorResult,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  isHex,
} from 'viem'
import type { PackedUserOperation } from 'viem/account-abstraction'
import { getArtifact } from '../evm/artifacts.ts'
import { JsonRpcError } from '../json-rpc/json-rpc.ts'
import { entryPointRefusal } from './bundler-errors.ts'
import type { NodeRpcError } from './node-rpc.ts'

/** What a bundler needs of one chain: the node and the EntryPoint it serves. */
export type ChainContext = { rpcUrl: string; chainId: number; entryPoint: Address }

/** simulateValidation's ReturnInfo, the part the bundler checks. */
export type ValidationReturnInfo = {
  preOpGas: bigint
  prefund: bigint
  accountValidationData: bigint
  paymasterValidationData: bigint
}

/** Calldata of EntryPointSimulations.simulateValidation(op). */
export function encodeSimulateValidation(packed: PackedUserOperation): Hex {
  return encodeFunctionData({
    abi: getArtifact('EntryPointSimulations').abi,
    functionName: 'simulateValidation',
    args: [packed],
  })
}

/**
 * The eth_call state override that puts EntryPointSimulations' runtime code at the EntryPoint's
 * address: simulation then sees the real deposits, nonces and SenderCreator, without a contract
 * of its own on chain (how the v0.7 reference bundler simulates).
 */
export function simulationOverride(entryPoint: Address): Record<Address, { code: Hex }> {
  const code = getArtifact('EntryPointSimulations').deployedBytecode
  if (!code) throw new JsonRpcError(-32603, 'EntryPointSimulations artifact has no runtime code')
  return { [entryPoint]: { code } }
}

/** Decodes simulateValidation's return data into its ReturnInfo. */
export function decodeValidationResult(data: Hex): ValidationReturnInfo {
  const result = decodeFunctionResult({
    abi: getArtifact('EntryPointSimulations').abi,
    functionName: 'simulateValidation',
    data,
  }) as { returnInfo: ValidationReturnInfo }
  return result.returnInfo
}

function revertData(error: NodeRpcError): Hex | undefined {
  const { data } = error
  if (isHex(data)) return data
  if (data && typeof data === 'object' && 'data' in data && isHex(data.data)) return data.data
  return undefined
}

/** Turns a reverted simulation into the ERC-7769 error (FailedOp reasons keep their AA code). */
export function simulationRefusal(error: NodeRpcError): JsonRpcError {
  const data = revertData(error)
  if (data && data !== '0x') {
    try {
      const decoded = decodeErrorResult({ abi: getArtifact('EntryPoint').abi, data })
      if (decoded.errorName === 'FailedOp') {
        return entryPointRefusal(String(decoded.args?.[1]))
      }
      if (decoded.errorName === 'FailedOpWithRevert') {
        return entryPointRefusal(String(decoded.args?.[1]), { revertData: decoded.args?.[2] })
      }
      return entryPointRefusal(`${decoded.errorName}(${decoded.args?.join(', ') ?? ''})`)
    } catch {
      return entryPointRefusal(`reverted with ${data}`)
    }
  }
  return entryPointRefusal(error.message)
}
