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
  INVALID_NETWORK: {
    NAME_EMPTY: 'Nieprawidłowa sieć {caipNetworkId}: nazwa jest pusta',
    UNKNOWN_NAMESPACE:
      'Nieprawidłowy chainNamespace sieci {network}: {value} (oczekiwano eip155, solana, bip122 lub polkadot)',
    MALFORMED_CAIP_NETWORK_ID:
      'Nieprawidłowy caipNetworkId sieci {network}: {value} (oczekiwano identyfikatora CAIP-2 „namespace:reference”)',
    NAMESPACE_MISMATCH:
      'Nieprawidłowy caipNetworkId sieci {network}: {value} (jego przestrzeń nazw nie zgadza się z chainNamespace {namespace})',
    EIP155_ID_NOT_POSITIVE:
      'Nieprawidłowe id sieci {network}: {value} (id eip155 to dodatnia liczba całkowita)',
    ID_REFERENCE_MISMATCH:
      'Nieprawidłowe id sieci {network}: {value} (caipNetworkId {caipNetworkId} oczekuje id {reference})',
    DECIMALS_OUT_OF_RANGE:
      'Nieprawidłowa liczba miejsc dziesiętnych waluty natywnej sieci {network}: {value} (wymagana liczba całkowita od 0 do 255)',
    SYMBOL_EMPTY: 'Nieprawidłowy symbol waluty natywnej sieci {network}: symbol jest pusty',
    DEFAULT_RPC_URLS_MISSING: 'Nieprawidłowe adresy URL RPC sieci {network}: brak rpcUrls.default',
    RPC_URLS_EMPTY:
      'Nieprawidłowe adresy URL RPC sieci {network}: rpcUrls.{key}.http jest puste (wymagany co najmniej jeden adres URL http lub https)',
    NO_DEFAULT_RPC_URL:
      'Nieprawidłowe adresy URL RPC sieci {network}: nie podano adresu URL RPC, a łańcuch {chainId} nie ma domyślnego',
    RPC_URL_NOT_ABSOLUTE:
      'Nieprawidłowy adres URL RPC sieci {network}: {value} (to nie jest bezwzględny adres URL; akceptowane są tylko http i https)',
    RPC_URL_NOT_HTTP:
      'Nieprawidłowy adres URL RPC sieci {network}: {value} (akceptowane są tylko http i https)',
    WEBSOCKET_URL_NOT_ABSOLUTE:
      'Nieprawidłowy adres URL RPC websocket sieci {network}: {value} (to nie jest bezwzględny adres URL; akceptowane są tylko ws i wss)',
    WEBSOCKET_URL_NOT_WS:
      'Nieprawidłowy adres URL RPC websocket sieci {network}: {value} (akceptowane są tylko ws i wss)',
    EXPLORER_URL_NOT_ABSOLUTE:
      'Nieprawidłowy adres URL eksploratora bloków sieci {network}: {value} (to nie jest bezwzględny adres URL; akceptowane są tylko http i https)',
    EXPLORER_URL_NOT_HTTP:
      'Nieprawidłowy adres URL eksploratora bloków sieci {network}: {value} (akceptowane są tylko http i https)',
    EXPLORER_API_URL_NOT_ABSOLUTE:
      'Nieprawidłowy adres URL API eksploratora bloków sieci {network}: {value} (to nie jest bezwzględny adres URL; akceptowane są tylko http i https)',
    EXPLORER_API_URL_NOT_HTTP:
      'Nieprawidłowy adres URL API eksploratora bloków sieci {network}: {value} (akceptowane są tylko http i https)',
    TESTNET_NOT_BOOLEAN:
      'Nieprawidłowa flaga testnet sieci {network}: {value} (wymagana wartość logiczna)',
    INVALID_CONTRACT_ADDRESS:
      'Nieprawidłowy adres kontraktu {contract} sieci {network}: {value} (oczekiwano 0x i 40 znaków szesnastkowych z poprawną sumą kontrolną)',
    NOT_OF_NAMESPACE: '{caipNetworkId} nie jest siecią {namespace}',
  },
}
