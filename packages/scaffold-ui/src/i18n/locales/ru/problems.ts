import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Russian: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'Данные ABI слишком короткие',
    LENGTH_OUT_OF_RANGE: 'Длина ABI вне допустимого диапазона',
    DATA_NOT_HEX: 'Недопустимые данные ABI: ожидаются шестнадцатеричные байты с префиксом 0x',
    UINT256_OUT_OF_RANGE: 'Значение вне диапазона uint256: {value}',
    NOT_HEX_BYTES: 'Недопустимое значение {type}: ожидаются шестнадцатеричные байты с префиксом 0x',
    NOT_AN_ARRAY: 'Недопустимое значение {type}: ожидается массив',
    INVALID_ADDRESS: 'Недопустимый адрес: {value}',
    NOT_A_BOOL: 'Недопустимое значение bool',
    NOT_A_BIGINT: 'Недопустимое значение uint256: ожидается bigint',
    BYTES32_TOO_LONG: 'Недопустимое значение bytes32: длиннее 32 байт',
    NOT_A_STRING: 'Недопустимая строка',
    VALUE_COUNT_MISMATCH: 'Ожидалось значений: {expected}, получено: {received}',
    NOT_UNICODE: 'Недопустимая строка: некорректный Unicode',
    NOT_UTF8: 'Недопустимая строка: некорректный UTF-8',
    UNKNOWN_FUNCTION: 'нет функции {method}',
  },
}
