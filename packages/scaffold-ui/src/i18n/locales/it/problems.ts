import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Italian: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'Dati ABI troppo corti',
    LENGTH_OUT_OF_RANGE: 'Lunghezza ABI fuori intervallo',
    DATA_NOT_HEX: 'Dati ABI non validi: attesi byte esadecimali con prefisso 0x',
    UINT256_OUT_OF_RANGE: 'Valore fuori dall’intervallo di uint256: {value}',
    NOT_HEX_BYTES: '{type} non valido: attesi byte esadecimali con prefisso 0x',
    NOT_AN_ARRAY: '{type} non valido: atteso un array',
    INVALID_ADDRESS: 'Indirizzo non valido: {value}',
    NOT_A_BOOL: 'bool non valido',
    NOT_A_BIGINT: 'uint256 non valido: atteso un bigint',
    BYTES32_TOO_LONG: 'bytes32 non valido: più lungo di 32 byte',
    NOT_A_STRING: 'Stringa non valida',
    VALUE_COUNT_MISMATCH: 'Attesi {expected} valori, ricevuti {received}',
    NOT_UNICODE: 'Stringa non valida: Unicode non valido',
    NOT_UTF8: 'Stringa non valida: UTF-8 non valido',
    UNKNOWN_FUNCTION: 'nessuna funzione {method}',
  },
}
