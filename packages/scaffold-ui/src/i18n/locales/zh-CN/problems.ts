import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Simplified Chinese: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'ABI 数据过短',
    LENGTH_OUT_OF_RANGE: 'ABI 长度超出范围',
    DATA_NOT_HEX: 'ABI 数据无效：应为带 0x 前缀的十六进制字节',
    UINT256_OUT_OF_RANGE: '值超出 uint256 范围：{value}',
    NOT_HEX_BYTES: '{type} 无效：应为带 0x 前缀的十六进制字节',
    NOT_AN_ARRAY: '{type} 无效：应为数组',
    INVALID_ADDRESS: '地址无效：{value}',
    NOT_A_BOOL: 'bool 无效',
    NOT_A_BIGINT: 'uint256 无效：应为 bigint',
    BYTES32_TOO_LONG: 'bytes32 无效：超过 32 字节',
    NOT_A_STRING: '字符串无效',
    VALUE_COUNT_MISMATCH: '应有 {expected} 个值，收到 {received} 个',
    NOT_UNICODE: '字符串无效：不是有效的 Unicode',
    NOT_UTF8: '字符串无效：不是有效的 UTF-8',
    UNKNOWN_FUNCTION: '没有函数 {method}',
  },
}
