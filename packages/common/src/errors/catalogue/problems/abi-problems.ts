/**
 * The English texts of `ABI_CODEC_FAILED`'s problem codes (`params.problem`). Only the ABI codec
 * (and ethers5's contract call) reads them, so they never ship with the first paint
 * (docs/project/architecture.md §6b).
 */
export const abiProblems = {
  DATA_TOO_SHORT: 'ABI data too short',
  LENGTH_OUT_OF_RANGE: 'ABI length out of range',
  DATA_NOT_HEX: 'Invalid ABI data: expected 0x-prefixed hex bytes',
  UINT256_OUT_OF_RANGE: 'Value out of uint256 range: {value}',
  NOT_HEX_BYTES: 'Invalid {type}: expected 0x-prefixed hex bytes',
  NOT_AN_ARRAY: 'Invalid {type}: expected an array',
  INVALID_ADDRESS: 'Invalid address: {value}',
  NOT_A_BOOL: 'Invalid bool',
  NOT_A_BIGINT: 'Invalid uint256: expected a bigint',
  BYTES32_TOO_LONG: 'Invalid bytes32: longer than 32 bytes',
  NOT_A_STRING: 'Invalid string',
  VALUE_COUNT_MISMATCH: 'Expected {expected} values, got {received}',
  NOT_UNICODE: 'Invalid string: not valid Unicode',
  NOT_UTF8: 'Invalid string: not valid UTF-8',
  UNKNOWN_FUNCTION: 'no function {method}',
} as const
