import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Korean: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'ABI 데이터가 너무 짧습니다',
    LENGTH_OUT_OF_RANGE: 'ABI 길이가 범위를 벗어났습니다',
    DATA_NOT_HEX: '잘못된 ABI 데이터: 0x 접두사가 붙은 16진수 바이트가 필요합니다',
    UINT256_OUT_OF_RANGE: '값이 uint256 범위를 벗어났습니다: {value}',
    NOT_HEX_BYTES: '잘못된 {type}: 0x 접두사가 붙은 16진수 바이트가 필요합니다',
    NOT_AN_ARRAY: '잘못된 {type}: 배열이 필요합니다',
    INVALID_ADDRESS: '잘못된 주소: {value}',
    NOT_A_BOOL: '잘못된 bool',
    NOT_A_BIGINT: '잘못된 uint256: bigint가 필요합니다',
    BYTES32_TOO_LONG: '잘못된 bytes32: 32바이트보다 깁니다',
    NOT_A_STRING: '잘못된 문자열',
    VALUE_COUNT_MISMATCH: '값 {expected}개가 필요하지만 {received}개를 받았습니다',
    NOT_UNICODE: '잘못된 문자열: 올바른 Unicode가 아닙니다',
    NOT_UTF8: '잘못된 문자열: 올바른 UTF-8이 아닙니다',
    UNKNOWN_FUNCTION: '{method} 함수가 없습니다',
  },
}
