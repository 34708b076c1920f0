import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Arabic: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'بيانات ABI قصيرة جدًا',
    LENGTH_OUT_OF_RANGE: 'طول ABI خارج النطاق',
    DATA_NOT_HEX: 'بيانات ABI غير صالحة: يُتوقع بايتات سداسية عشرية تبدأ بـ 0x',
    UINT256_OUT_OF_RANGE: 'القيمة خارج نطاق uint256: {value}',
    NOT_HEX_BYTES: '{type} غير صالح: يُتوقع بايتات سداسية عشرية تبدأ بـ 0x',
    NOT_AN_ARRAY: '{type} غير صالح: يُتوقع مصفوفة',
    INVALID_ADDRESS: 'عنوان غير صالح: {value}',
    NOT_A_BOOL: 'قيمة bool غير صالحة',
    NOT_A_BIGINT: 'قيمة uint256 غير صالحة: يُتوقع bigint',
    BYTES32_TOO_LONG: 'قيمة bytes32 غير صالحة: أطول من 32 بايت',
    NOT_A_STRING: 'سلسلة نصية غير صالحة',
    VALUE_COUNT_MISMATCH: 'يُتوقع {expected} من القيم، وتم استلام {received}',
    NOT_UNICODE: 'سلسلة نصية غير صالحة: ليست Unicode صالحًا',
    NOT_UTF8: 'سلسلة نصية غير صالحة: ليست UTF-8 صالحًا',
    UNKNOWN_FUNCTION: 'لا توجد دالة {method}',
  },
}
