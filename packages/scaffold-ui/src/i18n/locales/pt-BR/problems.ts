import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Brazilian Portuguese: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'Dados ABI curtos demais',
    LENGTH_OUT_OF_RANGE: 'Comprimento ABI fora do intervalo',
    DATA_NOT_HEX: 'Dados ABI inválidos: esperados bytes hexadecimais com prefixo 0x',
    UINT256_OUT_OF_RANGE: 'Valor fora do intervalo de uint256: {value}',
    NOT_HEX_BYTES: '{type} inválido: esperados bytes hexadecimais com prefixo 0x',
    NOT_AN_ARRAY: '{type} inválido: esperada uma lista',
    INVALID_ADDRESS: 'Endereço inválido: {value}',
    NOT_A_BOOL: 'bool inválido',
    NOT_A_BIGINT: 'uint256 inválido: esperado um bigint',
    BYTES32_TOO_LONG: 'bytes32 inválido: mais de 32 bytes',
    NOT_A_STRING: 'String inválida',
    VALUE_COUNT_MISMATCH: 'Esperados {expected} valores, recebidos {received}',
    NOT_UNICODE: 'String inválida: Unicode inválido',
    NOT_UTF8: 'String inválida: UTF-8 inválido',
    UNKNOWN_FUNCTION: 'a função {method} não existe',
  },
}
