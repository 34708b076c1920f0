import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Dutch: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'ABI-gegevens te kort',
    LENGTH_OUT_OF_RANGE: 'ABI-lengte buiten bereik',
    DATA_NOT_HEX: 'Ongeldige ABI-gegevens: hexadecimale bytes met 0x-voorvoegsel verwacht',
    UINT256_OUT_OF_RANGE: 'Waarde buiten het bereik van uint256: {value}',
    NOT_HEX_BYTES: 'Ongeldige {type}: hexadecimale bytes met 0x-voorvoegsel verwacht',
    NOT_AN_ARRAY: 'Ongeldige {type}: een array verwacht',
    INVALID_ADDRESS: 'Ongeldig adres: {value}',
    NOT_A_BOOL: 'Ongeldige bool',
    NOT_A_BIGINT: 'Ongeldige uint256: een bigint verwacht',
    BYTES32_TOO_LONG: 'Ongeldige bytes32: langer dan 32 bytes',
    NOT_A_STRING: 'Ongeldige tekenreeks',
    VALUE_COUNT_MISMATCH: '{expected} waarden verwacht, {received} ontvangen',
    NOT_UNICODE: 'Ongeldige tekenreeks: geen geldige Unicode',
    NOT_UTF8: 'Ongeldige tekenreeks: geen geldige UTF-8',
    UNKNOWN_FUNCTION: 'geen functie {method}',
  },
}
