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
  INVALID_NETWORK: {
    NAME_EMPTY: 'Ungültiges Netzwerk {caipNetworkId}: Der Name ist leer',
    UNKNOWN_NAMESPACE:
      'Ungültiger chainNamespace für Netzwerk {network}: {value} (erwartet: eip155, solana, bip122 oder polkadot)',
    MALFORMED_CAIP_NETWORK_ID:
      'Ungültige caipNetworkId für Netzwerk {network}: {value} (erwartet: eine CAIP-2-ID „namespace:reference“)',
    NAMESPACE_MISMATCH:
      'Ungültige caipNetworkId für Netzwerk {network}: {value} (ihr Namespace passt nicht zu chainNamespace {namespace})',
    EIP155_ID_NOT_POSITIVE:
      'Ungültige ID für Netzwerk {network}: {value} (eine eip155-ID ist eine positive ganze Zahl)',
    ID_REFERENCE_MISMATCH:
      'Ungültige ID für Netzwerk {network}: {value} (caipNetworkId {caipNetworkId} erwartet die ID {reference})',
    DECIMALS_OUT_OF_RANGE:
      'Ungültige Dezimalstellen der nativen Währung für Netzwerk {network}: {value} (eine ganze Zahl von 0 bis 255 ist erforderlich)',
    SYMBOL_EMPTY:
      'Ungültiges Symbol der nativen Währung für Netzwerk {network}: Das Symbol ist leer',
    DEFAULT_RPC_URLS_MISSING: 'Ungültige RPC-URLs für Netzwerk {network}: rpcUrls.default fehlt',
    RPC_URLS_EMPTY:
      'Ungültige RPC-URLs für Netzwerk {network}: rpcUrls.{key}.http ist leer (mindestens eine http- oder https-URL ist erforderlich)',
    NO_DEFAULT_RPC_URL:
      'Ungültige RPC-URLs für Netzwerk {network}: keine RPC-URL angegeben und Chain {chainId} hat keine Standard-URL',
    RPC_URL_NOT_ABSOLUTE:
      'Ungültige RPC-URL für Netzwerk {network}: {value} (keine absolute URL; nur http und https werden akzeptiert)',
    RPC_URL_NOT_HTTP:
      'Ungültige RPC-URL für Netzwerk {network}: {value} (nur http und https werden akzeptiert)',
    WEBSOCKET_URL_NOT_ABSOLUTE:
      'Ungültige WebSocket-RPC-URL für Netzwerk {network}: {value} (keine absolute URL; nur ws und wss werden akzeptiert)',
    WEBSOCKET_URL_NOT_WS:
      'Ungültige WebSocket-RPC-URL für Netzwerk {network}: {value} (nur ws und wss werden akzeptiert)',
    EXPLORER_URL_NOT_ABSOLUTE:
      'Ungültige Block-Explorer-URL für Netzwerk {network}: {value} (keine absolute URL; nur http und https werden akzeptiert)',
    EXPLORER_URL_NOT_HTTP:
      'Ungültige Block-Explorer-URL für Netzwerk {network}: {value} (nur http und https werden akzeptiert)',
    EXPLORER_API_URL_NOT_ABSOLUTE:
      'Ungültige Block-Explorer-API-URL für Netzwerk {network}: {value} (keine absolute URL; nur http und https werden akzeptiert)',
    EXPLORER_API_URL_NOT_HTTP:
      'Ungültige Block-Explorer-API-URL für Netzwerk {network}: {value} (nur http und https werden akzeptiert)',
    TESTNET_NOT_BOOLEAN:
      'Ungültiges testnet-Flag für Netzwerk {network}: {value} (ein boolescher Wert ist erforderlich)',
    INVALID_CONTRACT_ADDRESS:
      'Ungültige Vertragsadresse {contract} für Netzwerk {network}: {value} (erwartet: 0x und 40 Hex-Zeichen mit gültiger Prüfsumme)',
    NOT_OF_NAMESPACE: '{caipNetworkId} ist kein {namespace}-Netzwerk',
  },
}
