import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Spanish: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'Datos ABI demasiado cortos',
    LENGTH_OUT_OF_RANGE: 'Longitud ABI fuera de rango',
    DATA_NOT_HEX: 'Datos ABI no válidos: se esperaban bytes hexadecimales con prefijo 0x',
    UINT256_OUT_OF_RANGE: 'Valor fuera del rango de uint256: {value}',
    NOT_HEX_BYTES: '{type} no válido: se esperaban bytes hexadecimales con prefijo 0x',
    NOT_AN_ARRAY: '{type} no válido: se esperaba una lista',
    INVALID_ADDRESS: 'Dirección no válida: {value}',
    NOT_A_BOOL: 'bool no válido',
    NOT_A_BIGINT: 'uint256 no válido: se esperaba un bigint',
    BYTES32_TOO_LONG: 'bytes32 no válido: más de 32 bytes',
    NOT_A_STRING: 'Cadena no válida',
    VALUE_COUNT_MISMATCH: 'Se esperaban {expected} valores, se recibieron {received}',
    NOT_UNICODE: 'Cadena no válida: no es Unicode válido',
    NOT_UTF8: 'Cadena no válida: no es UTF-8 válido',
    UNKNOWN_FUNCTION: 'no existe la función {method}',
  },
}
