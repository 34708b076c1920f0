import { encodeAbiParameters } from './encode-abi-parameters.ts'
import type { AbiFunction } from './functions.ts'
import type { Hex } from './types.ts'

/** Calldata of a call to `fn` with `args`: selector followed by the encoded arguments. */
export function encodeFunctionData(fn: AbiFunction, args: readonly unknown[] = []): Hex {
  return `${fn.selector}${encodeAbiParameters(fn.inputs, args).slice(2)}`
}
