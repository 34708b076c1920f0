import { decodeAbiParameters } from './decode-abi-parameters.ts'
import type { AbiFunction } from './functions.ts'
import type { Hex } from './types.ts'

/** Decodes the return data of a call to `fn`; a single output comes back unwrapped. */
export function decodeFunctionResult(fn: AbiFunction, data: Hex | string): unknown {
  const values = decodeAbiParameters(fn.outputs, data)
  return fn.outputs.length === 1 ? values[0] : values
}
