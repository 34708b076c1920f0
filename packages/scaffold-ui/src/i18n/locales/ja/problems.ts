import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Japanese: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'ABI データが短すぎます',
    LENGTH_OUT_OF_RANGE: 'ABI の長さが範囲外です',
    DATA_NOT_HEX: '無効な ABI データ: 0x で始まる16進数のバイト列が必要です',
    UINT256_OUT_OF_RANGE: '値が uint256 の範囲外です: {value}',
    NOT_HEX_BYTES: '無効な {type}: 0x で始まる16進数のバイト列が必要です',
    NOT_AN_ARRAY: '無効な {type}: 配列が必要です',
    INVALID_ADDRESS: '無効なアドレス: {value}',
    NOT_A_BOOL: '無効な bool',
    NOT_A_BIGINT: '無効な uint256: bigint が必要です',
    BYTES32_TOO_LONG: '無効な bytes32: 32 バイトを超えています',
    NOT_A_STRING: '無効な文字列',
    VALUE_COUNT_MISMATCH: '{expected} 個の値が必要ですが、{received} 個でした',
    NOT_UNICODE: '無効な文字列: 有効な Unicode ではありません',
    NOT_UTF8: '無効な文字列: 有効な UTF-8 ではありません',
    UNKNOWN_FUNCTION: '関数 {method} がありません',
  },
}
