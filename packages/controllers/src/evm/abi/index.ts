export { AbiCodecError } from './abi-error.ts'
export { decodeAbiParameters } from './decode-abi-parameters.ts'
export { decodeFunctionResult } from './decode-function-result.ts'
export { encodeAbiParameters, isDynamicAbiType } from './encode-abi-parameters.ts'
export { encodeFunctionData } from './encode-function-data.ts'
export {
  type AbiFunction,
  AGGREGATE3,
  ERC20_BALANCE_OF,
  ERC20_DECIMALS,
  ERC20_NAME,
  ERC20_SYMBOL,
  ERC20_TRANSFER,
  ERC20_TRANSFER_JSON_ABI,
  formatAbiFunctionSignature,
  formatAbiType,
  GET_ETH_BALANCE,
} from './functions.ts'
export type { AbiType, Hex } from './types.ts'
