import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Polish: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'Dane ABI są za krótkie',
    LENGTH_OUT_OF_RANGE: 'Długość ABI poza zakresem',
    DATA_NOT_HEX: 'Nieprawidłowe dane ABI: oczekiwano bajtów szesnastkowych z prefiksem 0x',
    UINT256_OUT_OF_RANGE: 'Wartość poza zakresem uint256: {value}',
    NOT_HEX_BYTES: 'Nieprawidłowa wartość {type}: oczekiwano bajtów szesnastkowych z prefiksem 0x',
    NOT_AN_ARRAY: 'Nieprawidłowa wartość {type}: oczekiwano tablicy',
    INVALID_ADDRESS: 'Nieprawidłowy adres: {value}',
    NOT_A_BOOL: 'Nieprawidłowa wartość bool',
    NOT_A_BIGINT: 'Nieprawidłowa wartość uint256: oczekiwano bigint',
    BYTES32_TOO_LONG: 'Nieprawidłowa wartość bytes32: dłuższa niż 32 bajty',
    NOT_A_STRING: 'Nieprawidłowy ciąg znaków',
    VALUE_COUNT_MISMATCH: 'Oczekiwano wartości: {expected}, otrzymano: {received}',
    NOT_UNICODE: 'Nieprawidłowy ciąg znaków: niepoprawny Unicode',
    NOT_UTF8: 'Nieprawidłowy ciąg znaków: niepoprawny UTF-8',
    UNKNOWN_FUNCTION: 'brak funkcji {method}',
  },
}
