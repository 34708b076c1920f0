import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Vietnamese: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'Dữ liệu ABI quá ngắn',
    LENGTH_OUT_OF_RANGE: 'Độ dài ABI nằm ngoài phạm vi',
    DATA_NOT_HEX: 'Dữ liệu ABI không hợp lệ: cần các byte thập lục phân có tiền tố 0x',
    UINT256_OUT_OF_RANGE: 'Giá trị nằm ngoài phạm vi uint256: {value}',
    NOT_HEX_BYTES: '{type} không hợp lệ: cần các byte thập lục phân có tiền tố 0x',
    NOT_AN_ARRAY: '{type} không hợp lệ: cần một mảng',
    INVALID_ADDRESS: 'Địa chỉ không hợp lệ: {value}',
    NOT_A_BOOL: 'bool không hợp lệ',
    NOT_A_BIGINT: 'uint256 không hợp lệ: cần một bigint',
    BYTES32_TOO_LONG: 'bytes32 không hợp lệ: dài hơn 32 byte',
    NOT_A_STRING: 'Chuỗi không hợp lệ',
    VALUE_COUNT_MISMATCH: 'Cần {expected} giá trị, nhận được {received}',
    NOT_UNICODE: 'Chuỗi không hợp lệ: không phải Unicode hợp lệ',
    NOT_UTF8: 'Chuỗi không hợp lệ: không phải UTF-8 hợp lệ',
    UNKNOWN_FUNCTION: 'không có hàm {method}',
  },
}
