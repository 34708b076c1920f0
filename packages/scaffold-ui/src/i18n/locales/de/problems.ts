import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in German: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'ABI-Daten zu kurz',
    LENGTH_OUT_OF_RANGE: 'ABI-Länge außerhalb des Bereichs',
    DATA_NOT_HEX: 'Ungültige ABI-Daten: Hex-Bytes mit 0x-Präfix erwartet',
    UINT256_OUT_OF_RANGE: 'Wert außerhalb des uint256-Bereichs: {value}',
    NOT_HEX_BYTES: 'Ungültiger Wert für {type}: Hex-Bytes mit 0x-Präfix erwartet',
    NOT_AN_ARRAY: 'Ungültiger Wert für {type}: Array erwartet',
    INVALID_ADDRESS: 'Ungültige Adresse: {value}',
    NOT_A_BOOL: 'Ungültiger bool-Wert',
    NOT_A_BIGINT: 'Ungültiger uint256-Wert: bigint erwartet',
    BYTES32_TOO_LONG: 'Ungültiger bytes32-Wert: länger als 32 Bytes',
    NOT_A_STRING: 'Ungültiger String',
    VALUE_COUNT_MISMATCH: '{expected} Werte erwartet, {received} erhalten',
    NOT_UNICODE: 'Ungültiger String: kein gültiges Unicode',
    NOT_UTF8: 'Ungültiger String: kein gültiges UTF-8',
    UNKNOWN_FUNCTION: 'keine Funktion {method}',
  },
}
