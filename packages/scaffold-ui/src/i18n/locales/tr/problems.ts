import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Turkish: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'ABI verisi çok kısa',
    LENGTH_OUT_OF_RANGE: 'ABI uzunluğu aralık dışında',
    DATA_NOT_HEX: 'Geçersiz ABI verisi: 0x önekli onaltılık baytlar bekleniyordu',
    UINT256_OUT_OF_RANGE: 'Değer uint256 aralığının dışında: {value}',
    NOT_HEX_BYTES: 'Geçersiz {type}: 0x önekli onaltılık baytlar bekleniyordu',
    NOT_AN_ARRAY: 'Geçersiz {type}: bir dizi bekleniyordu',
    INVALID_ADDRESS: 'Geçersiz adres: {value}',
    NOT_A_BOOL: 'Geçersiz bool',
    NOT_A_BIGINT: 'Geçersiz uint256: bir bigint bekleniyordu',
    BYTES32_TOO_LONG: 'Geçersiz bytes32: 32 bayttan uzun',
    NOT_A_STRING: 'Geçersiz dize',
    VALUE_COUNT_MISMATCH: '{expected} değer bekleniyordu, {received} alındı',
    NOT_UNICODE: 'Geçersiz dize: geçerli Unicode değil',
    NOT_UTF8: 'Geçersiz dize: geçerli UTF-8 değil',
    UNKNOWN_FUNCTION: '{method} adlı fonksiyon yok',
  },
}
