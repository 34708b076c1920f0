import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Thai: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'ข้อมูล ABI สั้นเกินไป',
    LENGTH_OUT_OF_RANGE: 'ความยาว ABI อยู่นอกช่วง',
    DATA_NOT_HEX: 'ข้อมูล ABI ไม่ถูกต้อง: ต้องเป็นไบต์ฐานสิบหกที่ขึ้นต้นด้วย 0x',
    UINT256_OUT_OF_RANGE: 'ค่าอยู่นอกช่วงของ uint256: {value}',
    NOT_HEX_BYTES: '{type} ไม่ถูกต้อง: ต้องเป็นไบต์ฐานสิบหกที่ขึ้นต้นด้วย 0x',
    NOT_AN_ARRAY: '{type} ไม่ถูกต้อง: ต้องเป็นอาร์เรย์',
    INVALID_ADDRESS: 'ที่อยู่ไม่ถูกต้อง: {value}',
    NOT_A_BOOL: 'bool ไม่ถูกต้อง',
    NOT_A_BIGINT: 'uint256 ไม่ถูกต้อง: ต้องเป็น bigint',
    BYTES32_TOO_LONG: 'bytes32 ไม่ถูกต้อง: ยาวเกิน 32 ไบต์',
    NOT_A_STRING: 'สตริงไม่ถูกต้อง',
    VALUE_COUNT_MISMATCH: 'ต้องมี {expected} ค่า แต่ได้รับ {received}',
    NOT_UNICODE: 'สตริงไม่ถูกต้อง: ไม่ใช่ Unicode ที่ถูกต้อง',
    NOT_UTF8: 'สตริงไม่ถูกต้อง: ไม่ใช่ UTF-8 ที่ถูกต้อง',
    UNKNOWN_FUNCTION: 'ไม่มีฟังก์ชัน {method}',
  },
}
