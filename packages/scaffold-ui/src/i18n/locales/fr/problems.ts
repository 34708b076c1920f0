import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in French: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'Données ABI trop courtes',
    LENGTH_OUT_OF_RANGE: 'Longueur ABI hors limites',
    DATA_NOT_HEX: 'Données ABI non valides\u00a0: octets hexadécimaux préfixés par 0x attendus',
    UINT256_OUT_OF_RANGE: 'Valeur hors de la plage de uint256\u00a0: {value}',
    NOT_HEX_BYTES: '{type} non valide\u00a0: octets hexadécimaux préfixés par 0x attendus',
    NOT_AN_ARRAY: '{type} non valide\u00a0: tableau attendu',
    INVALID_ADDRESS: 'Adresse non valide\u00a0: {value}',
    NOT_A_BOOL: 'bool non valide',
    NOT_A_BIGINT: 'uint256 non valide\u00a0: bigint attendu',
    BYTES32_TOO_LONG: 'bytes32 non valide\u00a0: plus long que 32\u00a0octets',
    NOT_A_STRING: 'Chaîne non valide',
    VALUE_COUNT_MISMATCH: '{expected} valeurs attendues, {received} reçues',
    NOT_UNICODE: 'Chaîne non valide\u00a0: Unicode non valide',
    NOT_UTF8: 'Chaîne non valide\u00a0: UTF-8 non valide',
    UNKNOWN_FUNCTION: 'aucune fonction {method}',
  },
}
