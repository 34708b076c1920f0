import { type Address, decodeErrorResult, type Hex, hexToBigInt, toHex } from 'viem'
import { JsonRpcError } from '../json-rpc/json-rpc.ts'
import { BundlerErrorCode } from './bundler-errors.ts'
import { callNode, type NodeRpcError } from './node-rpc.ts'
import { requiredPreVerificationGas } from './pre-verification-gas.ts'
import {
  type ChainContext,
  decodeValidationResult,
  encodeSimulateValidation,
  simulationOverride,
  simulationRefusal,
} from './simulate-validation.ts'
import { packUserOperation, type UserOperationV07 } from './user-operation.ts'

// Limits of the simulated op: generous, and paid nothing (zero fees need no prefund).
const SIMULATION_VERIFICATION_GAS = 5_000_000n
const SIMULATION_CALL_GAS = 15_000_000n
// Margins over the measured gas: nested calls only get 63/64 of what is left (EIP-150), and the
// measured execution is net of storage refunds.
const VERIFICATION_MARGIN = { percent: 150n, plus: 10_000n }
const CALL_MARGIN = { percent: 130n, plus: 10_000n }
const ZERO_BYTE_GAS = 4n
const NON_ZERO_BYTE_GAS = 16n
const TRANSACTION_BASE_GAS = 21_000n

/** The v0.7 gas fields eth_estimateUserOperationGas answers (hex quantities). */
export type UserOperationGasEstimate = {
  preVerificationGas: Hex
  verificationGasLimit: Hex
  callGasLimit: Hex
  paymasterVerificationGasLimit: Hex
}

type SimulatedCall = { status: Hex; gasUsed: Hex; returnData: Hex; error?: NodeRpcError }

const withMargin = (gas: bigint, margin: { percent: bigint; plus: bigint }) =>
  (gas * margin.percent) / 100n + margin.plus

function intrinsicGas(data: Hex): bigint {
  let gas = TRANSACTION_BASE_GAS
  for (let index = 2; index < data.length; index += 2) {
    gas += data.slice(index, index + 2) === '00' ? ZERO_BYTE_GAS : NON_ZERO_BYTE_GAS
  }
  return gas
}

function executionRevert(returnData: Hex): JsonRpcError {
  let reason = returnData
  try {
    const decoded = decodeErrorResult({ data: returnData })
    reason = `${decoded.errorName}(${decoded.args?.join(', ') ?? ''})` as Hex
  } catch {
    // Not a standard Error/Panic: the raw revert data says it.
  }
  return new JsonRpcError(
    BundlerErrorCode.executionReverted,
    `UserOperation execution reverted: ${reason === '0x' ? 'no reason' : reason}`,
    { revertData: returnData },
  )
}

/**
 * Estimates in one eth_simulateV1 block over the EntryPointSimulations override: first
 * simulateValidation (which also runs initCode, so the account exists afterwards), then the
 * op's callData called from the EntryPoint, as handleOps would. The signature is not checked.
 */
export async function estimateUserOperationGas(
  context: ChainContext,
  operation: UserOperationV07,
  beneficiary: Address,
): Promise<UserOperationGasEstimate> {
  const simulated = packUserOperation({
    ...operation,
    verificationGasLimit: SIMULATION_VERIFICATION_GAS,
    callGasLimit: 0n,
    preVerificationGas: 0n,
    maxFeePerGas: 0n,
    maxPriorityFeePerGas: 0n,
  })
  const hasCalls = operation.callData !== '0x'
  const answer = await callNode<{ calls: SimulatedCall[] }[]>(context.rpcUrl, 'eth_simulateV1', [
    {
      blockStateCalls: [
        {
          stateOverrides: simulationOverride(context.entryPoint),
          calls: [
            {
              to: context.entryPoint,
              data: encodeSimulateValidation(simulated),
              gas: toHex(SIMULATION_VERIFICATION_GAS * 2n),
            },
            ...(hasCalls
              ? [
                  {
                    from: context.entryPoint,
                    to: operation.sender,
                    data: operation.callData,
                    gas: toHex(SIMULATION_CALL_GAS),
                  },
                ]
              : []),
          ],
        },
      ],
      validation: false,
    },
    'latest',
  ])
  if ('error' in answer) throw simulationRefusal(answer.error)
  const [validation, execution] = answer.result[0]?.calls ?? []
  if (!validation) throw new JsonRpcError(-32603, 'eth_simulateV1 returned no result')
  if (validation.status !== '0x1') {
    throw simulationRefusal({
      code: validation.error?.code ?? 3,
      message: validation.error?.message ?? 'simulateValidation reverted',
      data: validation.returnData,
    })
  }
  const { preOpGas } = decodeValidationResult(validation.returnData)
  let callGasLimit = 0n
  if (execution) {
    if (execution.status !== '0x1') throw executionRevert(execution.returnData)
    const executionGas = hexToBigInt(execution.gasUsed) - intrinsicGas(operation.callData)
    callGasLimit = withMargin(executionGas > 0n ? executionGas : 0n, CALL_MARGIN)
  }
  return {
    preVerificationGas: toHex(requiredPreVerificationGas(simulated, beneficiary, true)),
    verificationGasLimit: toHex(withMargin(preOpGas, VERIFICATION_MARGIN)),
    callGasLimit: toHex(callGasLimit),
    paymasterVerificationGasLimit: '0x0',
  }
}
