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
  INVALID_NETWORK: {
    NAME_EMPTY: 'Red {caipNetworkId} no válida: el nombre está vacío',
    UNKNOWN_NAMESPACE:
      'chainNamespace no válido para la red {network}: {value} (se esperaba eip155, solana, bip122 o polkadot)',
    MALFORMED_CAIP_NETWORK_ID:
      'caipNetworkId no válido para la red {network}: {value} (se esperaba un id CAIP-2 "namespace:reference")',
    NAMESPACE_MISMATCH:
      'caipNetworkId no válido para la red {network}: {value} (su espacio de nombres no coincide con chainNamespace {namespace})',
    EIP155_ID_NOT_POSITIVE:
      'id no válido para la red {network}: {value} (un id eip155 es un entero positivo)',
    ID_REFERENCE_MISMATCH:
      'id no válido para la red {network}: {value} (caipNetworkId {caipNetworkId} espera el id {reference})',
    DECIMALS_OUT_OF_RANGE:
      'Decimales de la moneda nativa no válidos para la red {network}: {value} (se requiere un entero de 0 a 255)',
    SYMBOL_EMPTY:
      'Símbolo de la moneda nativa no válido para la red {network}: el símbolo está vacío',
    DEFAULT_RPC_URLS_MISSING: 'URL RPC no válidas para la red {network}: falta rpcUrls.default',
    RPC_URLS_EMPTY:
      'URL RPC no válidas para la red {network}: rpcUrls.{key}.http está vacío (se requiere al menos una URL http o https)',
    NO_DEFAULT_RPC_URL:
      'URL RPC no válidas para la red {network}: no se indicó ninguna URL RPC y la cadena {chainId} no tiene una predeterminada',
    RPC_URL_NOT_ABSOLUTE:
      'URL RPC no válida para la red {network}: {value} (no es una URL absoluta; solo se aceptan http y https)',
    RPC_URL_NOT_HTTP:
      'URL RPC no válida para la red {network}: {value} (solo se aceptan http y https)',
    WEBSOCKET_URL_NOT_ABSOLUTE:
      'URL RPC de websocket no válida para la red {network}: {value} (no es una URL absoluta; solo se aceptan ws y wss)',
    WEBSOCKET_URL_NOT_WS:
      'URL RPC de websocket no válida para la red {network}: {value} (solo se aceptan ws y wss)',
    EXPLORER_URL_NOT_ABSOLUTE:
      'URL del explorador de bloques no válida para la red {network}: {value} (no es una URL absoluta; solo se aceptan http y https)',
    EXPLORER_URL_NOT_HTTP:
      'URL del explorador de bloques no válida para la red {network}: {value} (solo se aceptan http y https)',
    EXPLORER_API_URL_NOT_ABSOLUTE:
      'URL de la API del explorador de bloques no válida para la red {network}: {value} (no es una URL absoluta; solo se aceptan http y https)',
    EXPLORER_API_URL_NOT_HTTP:
      'URL de la API del explorador de bloques no válida para la red {network}: {value} (solo se aceptan http y https)',
    TESTNET_NOT_BOOLEAN:
      'Indicador testnet no válido para la red {network}: {value} (se requiere un booleano)',
    INVALID_CONTRACT_ADDRESS:
      'Dirección de contrato {contract} no válida para la red {network}: {value} (se esperaba 0x y 40 caracteres hexadecimales con una suma de verificación válida)',
    NOT_OF_NAMESPACE: '{caipNetworkId} no es una red {namespace}',
  },
}
