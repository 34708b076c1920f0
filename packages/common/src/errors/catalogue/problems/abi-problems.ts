// The English texts of `ABI_CODEC_FAILED`'s problem codes (`params.problem`), one export each:
// the module's namespace is the family (`abiProblems`), and a thrower naming one problem loads
// only its text. Only the ABI codec reads them, so they never ship with the first paint
// (docs/project/architecture.md §6b).
export const DATA_TOO_SHORT = 'ABI data too short'
export const LENGTH_OUT_OF_RANGE = 'ABI length out of range'
export const DATA_NOT_HEX = 'Invalid ABI data: expected 0x-prefixed hex bytes'
export const UINT256_OUT_OF_RANGE = 'Value out of uint256 range: {value}'
export const NOT_HEX_BYTES = 'Invalid {type}: expected 0x-prefixed hex bytes'
export const NOT_AN_ARRAY = 'Invalid {type}: expected an array'
export const INVALID_ADDRESS = 'Invalid address: {value}'
export const NOT_A_BOOL = 'Invalid bool'
export const NOT_A_BIGINT = 'Invalid uint256: expected a bigint'
export const BYTES32_TOO_LONG = 'Invalid bytes32: longer than 32 bytes'
export const NOT_A_STRING = 'Invalid string'
export const VALUE_COUNT_MISMATCH = 'Expected {expected} values, got {received}'
export const NOT_UNICODE = 'Invalid string: not valid Unicode'
export const NOT_UTF8 = 'Invalid string: not valid UTF-8'
export const UNKNOWN_FUNCTION = 'no function {method}'
