import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Traditional Chinese (Taiwan): a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'ABI 資料過短',
    LENGTH_OUT_OF_RANGE: 'ABI 長度超出範圍',
    DATA_NOT_HEX: 'ABI 資料無效：應為帶 0x 前綴的十六進位位元組',
    UINT256_OUT_OF_RANGE: '值超出 uint256 範圍：{value}',
    NOT_HEX_BYTES: '{type} 無效：應為帶 0x 前綴的十六進位位元組',
    NOT_AN_ARRAY: '{type} 無效：應為陣列',
    INVALID_ADDRESS: '地址無效：{value}',
    NOT_A_BOOL: 'bool 無效',
    NOT_A_BIGINT: 'uint256 無效：應為 bigint',
    BYTES32_TOO_LONG: 'bytes32 無效：超過 32 位元組',
    NOT_A_STRING: '字串無效',
    VALUE_COUNT_MISMATCH: '應有 {expected} 個值，收到 {received} 個',
    NOT_UNICODE: '字串無效：不是有效的 Unicode',
    NOT_UTF8: '字串無效：不是有效的 UTF-8',
    UNKNOWN_FUNCTION: '沒有函式 {method}',
  },
}
