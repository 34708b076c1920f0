import { encodeFunctionData, type Hex, hexToBigInt, type LocalAccount } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { JsonRpcError } from '../json-rpc/json-rpc.ts'
import { BundlerErrorCode, entryPointRefusal, invalidFields } from './bundler-errors.ts'
import { callNode, readNode } from './node-rpc.ts'
import { encodeHandleOps, requiredPreVerificationGas } from './pre-verification-gas.ts'
import {
  type ChainContext,
  decodeValidationResult,
  encodeSimulateValidation,
  simulationOverride,
  simulationRefusal,
} from './simulate-validation.ts'
import { packUserOperation, type UserOperationV07 } from './user-operation.ts'

// A validity window must still be open this long after acceptance (ERC-7562's grace).
const EXPIRY_GRACE_SECONDS = 30n
// The bundle's gas limit: the op's limits plus handleOps' own work around them.
const BUNDLE_OVERHEAD_GAS = 50_000n
const RECEIPT_POLL_MS = 5
const RECEIPT_TIMEOUT_MS = 20_000
const SIG_VALIDATION_FAILED = 1n
const ADDRESS_MASK = (1n << 160n) - 1n
const UINT48_MASK = (1n << 48n) - 1n

/** Parameters of {@link sendUserOperation}. */
export type SendUserOperationParameters = {
  context: ChainContext
  operation: UserOperationV07
  /** Signs and pays for handleOps; receives the ops' gas refund. */
  bundler: LocalAccount
}

function checkValidationData(validationData: bigint, who: 'account' | 'paymaster') {
  const aggregator = validationData & ADDRESS_MASK
  if (aggregator === SIG_VALIDATION_FAILED) {
    throw new JsonRpcError(
      BundlerErrorCode.invalidSignature,
      `Invalid UserOperation signature: the ${who} refused it`,
    )
  }
  if (aggregator !== 0n) {
    throw new JsonRpcError(
      BundlerErrorCode.unsupportedAggregator,
      `Signature aggregators are not supported (the ${who} returned aggregator 0x${aggregator.toString(16)})`,
    )
  }
  const validUntil = (validationData >> 160n) & UINT48_MASK
  const validAfter = (validationData >> 208n) & UINT48_MASK
  const now = BigInt(Math.floor(Date.now() / 1000))
  if (validAfter > now || (validUntil !== 0n && validUntil < now + EXPIRY_GRACE_SECONDS)) {
    throw new JsonRpcError(
      BundlerErrorCode.expiresShortly,
      `UserOperation is valid only from ${validAfter} until ${validUntil} (now ${now}, ${who})`,
    )
  }
}

async function checkFees(context: ChainContext, operation: UserOperationV07) {
  if (operation.maxPriorityFeePerGas > operation.maxFeePerGas) {
    throw invalidFields('maxPriorityFeePerGas is above maxFeePerGas')
  }
  const block = await readNode<{ baseFeePerGas?: Hex }>(context.rpcUrl, 'eth_getBlockByNumber', [
    'latest',
    false,
  ])
  const baseFee = block.baseFeePerGas ? hexToBigInt(block.baseFeePerGas) : 0n
  if (operation.maxFeePerGas < baseFee) {
    throw invalidFields(`maxFeePerGas ${operation.maxFeePerGas} is below the base fee ${baseFee}`)
  }
}

async function waitForBundle(context: ChainContext, hash: Hex) {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS
  for (;;) {
    const receipt = await readNode<{ status: Hex } | null>(
      context.rpcUrl,
      'eth_getTransactionReceipt',
      [hash],
    )
    if (receipt) return receipt
    if (Date.now() > deadline) {
      throw new JsonRpcError(-32603, `The bundle transaction ${hash} got no receipt`)
    }
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
}

/**
 * Validates the op (fields, preVerificationGas, fees, then simulateValidation through the
 * EntryPointSimulations override), submits handleOps([op], bundler) and waits for the bundle to
 * be mined (automine: at once). Returns the userOpHash the EntryPoint computes. The caller
 * serializes calls, so the bundler key's nonces never race.
 */
export async function sendUserOperation({
  context,
  operation,
  bundler,
}: SendUserOperationParameters): Promise<Hex> {
  if (operation.paymaster) {
    throw invalidFields('paymasters are not supported by the devnet bundler')
  }
  const packed = packUserOperation(operation)
  const required = requiredPreVerificationGas(packed, bundler.address, false)
  if (operation.preVerificationGas < required) {
    throw invalidFields(
      `preVerificationGas ${operation.preVerificationGas} is below the required ${required}`,
    )
  }
  await checkFees(context, operation)

  const simulation = await callNode<Hex>(context.rpcUrl, 'eth_call', [
    { to: context.entryPoint, data: encodeSimulateValidation(packed) },
    'latest',
    simulationOverride(context.entryPoint),
  ])
  if ('error' in simulation) throw simulationRefusal(simulation.error)
  const returnInfo = decodeValidationResult(simulation.result)
  checkValidationData(returnInfo.accountValidationData, 'account')

  const userOpHash = await readNode<Hex>(context.rpcUrl, 'eth_call', [
    {
      to: context.entryPoint,
      data: encodeFunctionData({
        abi: entryPoint07Abi,
        functionName: 'getUserOpHash',
        args: [packed],
      }),
    },
    'latest',
  ])
  const chainNonce = await readNode<Hex>(context.rpcUrl, 'eth_getTransactionCount', [
    bundler.address,
    'pending',
  ])
  const gas =
    operation.preVerificationGas +
    operation.verificationGasLimit +
    operation.callGasLimit +
    BUNDLE_OVERHEAD_GAS
  const signed = await bundler.signTransaction({
    type: 'eip1559',
    chainId: context.chainId,
    nonce: Number(hexToBigInt(chainNonce)),
    to: context.entryPoint,
    data: encodeHandleOps(packed, bundler.address),
    gas,
    // The bundle pays what the EntryPoint charges the op, so the refund covers it.
    maxFeePerGas: operation.maxFeePerGas,
    maxPriorityFeePerGas: operation.maxPriorityFeePerGas,
  })
  const submitted = await callNode<Hex>(context.rpcUrl, 'eth_sendRawTransaction', [signed])
  if ('error' in submitted) {
    throw entryPointRefusal(`the bundle transaction was refused: ${submitted.error.message}`)
  }
  const receipt = await waitForBundle(context, submitted.result)
  if (receipt.status !== '0x1') {
    throw entryPointRefusal(`the bundle transaction ${submitted.result} reverted`)
  }
  return userOpHash
}
