import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Indonesian: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'Data ABI terlalu pendek',
    LENGTH_OUT_OF_RANGE: 'Panjang ABI di luar rentang',
    DATA_NOT_HEX: 'Data ABI tidak valid: diharapkan byte heksadesimal berawalan 0x',
    UINT256_OUT_OF_RANGE: 'Nilai di luar rentang uint256: {value}',
    NOT_HEX_BYTES: '{type} tidak valid: diharapkan byte heksadesimal berawalan 0x',
    NOT_AN_ARRAY: '{type} tidak valid: diharapkan sebuah array',
    INVALID_ADDRESS: 'Alamat tidak valid: {value}',
    NOT_A_BOOL: 'bool tidak valid',
    NOT_A_BIGINT: 'uint256 tidak valid: diharapkan sebuah bigint',
    BYTES32_TOO_LONG: 'bytes32 tidak valid: lebih dari 32 byte',
    NOT_A_STRING: 'String tidak valid',
    VALUE_COUNT_MISMATCH: 'Diharapkan {expected} nilai, diterima {received}',
    NOT_UNICODE: 'String tidak valid: bukan Unicode yang valid',
    NOT_UTF8: 'String tidak valid: bukan UTF-8 yang valid',
    UNKNOWN_FUNCTION: 'tidak ada fungsi {method}',
  },
}
