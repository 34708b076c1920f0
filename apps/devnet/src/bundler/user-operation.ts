import { type Address, getAddress, type Hex, size, slice, toHex } from 'viem'
import { type PackedUserOperation, toPackedUserOperation } from 'viem/account-abstraction'
import { z } from 'zod'

const quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/, 'Expected a hex quantity')
  .transform((value) => BigInt(value))
const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address')
  .transform((value) => getAddress(value))
const bytes = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'Expected hex bytes')
  .transform((value) => value as Hex)

/** A v0.7 UserOperation as eth_sendUserOperation receives it (ERC-7769 field names). */
export const rpcUserOperationSchema = z.object({
  sender: address,
  nonce: quantity,
  factory: address.nullish(),
  factoryData: bytes.nullish(),
  callData: bytes,
  callGasLimit: quantity,
  verificationGasLimit: quantity,
  preVerificationGas: quantity,
  maxFeePerGas: quantity,
  maxPriorityFeePerGas: quantity,
  paymaster: address.nullish(),
  paymasterVerificationGasLimit: quantity.nullish(),
  paymasterPostOpGasLimit: quantity.nullish(),
  paymasterData: bytes.nullish(),
  signature: bytes,
})

/** The same, for eth_estimateUserOperationGas: gas limits and fees may be left out. */
export const estimateUserOperationSchema = rpcUserOperationSchema.extend({
  callGasLimit: quantity.optional(),
  verificationGasLimit: quantity.optional(),
  preVerificationGas: quantity.optional(),
  maxFeePerGas: quantity.optional(),
  maxPriorityFeePerGas: quantity.optional(),
})

/** A parsed v0.7 UserOperation (quantities as bigint). */
export type UserOperationV07 = {
  sender: Address
  nonce: bigint
  factory?: Address | undefined
  factoryData?: Hex | undefined
  callData: Hex
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
  paymaster?: Address | undefined
  paymasterVerificationGasLimit?: bigint | undefined
  paymasterPostOpGasLimit?: bigint | undefined
  paymasterData?: Hex | undefined
  signature: Hex
}

/** Drops the RPC nulls so the operation has one shape. */
export function toUserOperation(
  parsed: z.infer<typeof estimateUserOperationSchema>,
): UserOperationV07 {
  return {
    sender: parsed.sender,
    nonce: parsed.nonce,
    factory: parsed.factory ?? undefined,
    factoryData: parsed.factory ? (parsed.factoryData ?? '0x') : undefined,
    callData: parsed.callData,
    callGasLimit: parsed.callGasLimit ?? 0n,
    verificationGasLimit: parsed.verificationGasLimit ?? 0n,
    preVerificationGas: parsed.preVerificationGas ?? 0n,
    maxFeePerGas: parsed.maxFeePerGas ?? 0n,
    maxPriorityFeePerGas: parsed.maxPriorityFeePerGas ?? 0n,
    paymaster: parsed.paymaster ?? undefined,
    paymasterVerificationGasLimit: parsed.paymasterVerificationGasLimit ?? undefined,
    paymasterPostOpGasLimit: parsed.paymasterPostOpGasLimit ?? undefined,
    paymasterData: parsed.paymasterData ?? undefined,
    signature: parsed.signature,
  }
}

/** The packed struct EntryPoint v0.7 takes (initCode, accountGasLimits, gasFees, …). */
export function packUserOperation(operation: UserOperationV07): PackedUserOperation {
  return toPackedUserOperation(operation)
}

const high128 = (word: Hex) => BigInt(slice(word, 0, 16))
const low128 = (word: Hex) => BigInt(slice(word, 16, 32))

/** The RPC form (hex quantities) of a packed operation, as eth_getUserOperationByHash answers. */
export function unpackUserOperation(packed: PackedUserOperation): Record<string, Hex | Address> {
  const hasFactory = size(packed.initCode) >= 20
  const hasPaymaster = size(packed.paymasterAndData) >= 52
  return {
    sender: getAddress(packed.sender),
    nonce: toHex(packed.nonce),
    ...(hasFactory
      ? {
          factory: getAddress(slice(packed.initCode, 0, 20)),
          factoryData: size(packed.initCode) > 20 ? slice(packed.initCode, 20) : '0x',
        }
      : {}),
    callData: packed.callData,
    verificationGasLimit: toHex(high128(packed.accountGasLimits)),
    callGasLimit: toHex(low128(packed.accountGasLimits)),
    preVerificationGas: toHex(packed.preVerificationGas),
    maxPriorityFeePerGas: toHex(high128(packed.gasFees)),
    maxFeePerGas: toHex(low128(packed.gasFees)),
    ...(hasPaymaster
      ? {
          paymaster: getAddress(slice(packed.paymasterAndData, 0, 20)),
          paymasterVerificationGasLimit: toHex(BigInt(slice(packed.paymasterAndData, 20, 36))),
          paymasterPostOpGasLimit: toHex(BigInt(slice(packed.paymasterAndData, 36, 52))),
          paymasterData:
            size(packed.paymasterAndData) > 52 ? slice(packed.paymasterAndData, 52) : '0x',
        }
      : {}),
    signature: packed.signature,
  }
}
