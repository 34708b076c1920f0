import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Ukrainian: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'Дані ABI надто короткі',
    LENGTH_OUT_OF_RANGE: 'Довжина ABI поза допустимим діапазоном',
    DATA_NOT_HEX: 'Неприпустимі дані ABI: очікуються шістнадцяткові байти з префіксом 0x',
    UINT256_OUT_OF_RANGE: 'Значення поза діапазоном uint256: {value}',
    NOT_HEX_BYTES: 'Неприпустиме значення {type}: очікуються шістнадцяткові байти з префіксом 0x',
    NOT_AN_ARRAY: 'Неприпустиме значення {type}: очікується масив',
    INVALID_ADDRESS: 'Неприпустима адреса: {value}',
    NOT_A_BOOL: 'Неприпустиме значення bool',
    NOT_A_BIGINT: 'Неприпустиме значення uint256: очікується bigint',
    BYTES32_TOO_LONG: 'Неприпустиме значення bytes32: довше за 32 байти',
    NOT_A_STRING: 'Неприпустимий рядок',
    VALUE_COUNT_MISMATCH: 'Очікувалося значень: {expected}, отримано: {received}',
    NOT_UNICODE: 'Неприпустимий рядок: некоректний Unicode',
    NOT_UTF8: 'Неприпустимий рядок: некоректний UTF-8',
    UNKNOWN_FUNCTION: 'немає функції {method}',
  },
}
