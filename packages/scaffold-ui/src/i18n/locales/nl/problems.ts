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
  INVALID_NETWORK: {
    NAME_EMPTY: 'Ongeldig netwerk {caipNetworkId}: de naam is leeg',
    UNKNOWN_NAMESPACE:
      'Ongeldige chainNamespace voor netwerk {network}: {value} (eip155, solana, bip122 of polkadot verwacht)',
    MALFORMED_CAIP_NETWORK_ID:
      'Ongeldige caipNetworkId voor netwerk {network}: {value} (een CAIP-2-id "namespace:reference" verwacht)',
    NAMESPACE_MISMATCH:
      'Ongeldige caipNetworkId voor netwerk {network}: {value} (de namespace komt niet overeen met chainNamespace {namespace})',
    EIP155_ID_NOT_POSITIVE:
      'Ongeldige id voor netwerk {network}: {value} (een eip155-id is een positief geheel getal)',
    ID_REFERENCE_MISMATCH:
      'Ongeldige id voor netwerk {network}: {value} (caipNetworkId {caipNetworkId} verwacht id {reference})',
    DECIMALS_OUT_OF_RANGE:
      'Ongeldig aantal decimalen van de eigen munteenheid voor netwerk {network}: {value} (een geheel getal van 0 tot 255 is vereist)',
    SYMBOL_EMPTY:
      'Ongeldig symbool van de eigen munteenheid voor netwerk {network}: het symbool is leeg',
    DEFAULT_RPC_URLS_MISSING:
      'Ongeldige RPC-URL’s voor netwerk {network}: rpcUrls.default ontbreekt',
    RPC_URLS_EMPTY:
      'Ongeldige RPC-URL’s voor netwerk {network}: rpcUrls.{key}.http is leeg (minstens één http- of https-URL is vereist)',
    NO_DEFAULT_RPC_URL:
      'Ongeldige RPC-URL’s voor netwerk {network}: geen RPC-URL opgegeven en chain {chainId} heeft geen standaard-URL',
    RPC_URL_NOT_ABSOLUTE:
      'Ongeldige RPC-URL voor netwerk {network}: {value} (geen absolute URL; alleen http en https worden geaccepteerd)',
    RPC_URL_NOT_HTTP:
      'Ongeldige RPC-URL voor netwerk {network}: {value} (alleen http en https worden geaccepteerd)',
    WEBSOCKET_URL_NOT_ABSOLUTE:
      'Ongeldige websocket-RPC-URL voor netwerk {network}: {value} (geen absolute URL; alleen ws en wss worden geaccepteerd)',
    WEBSOCKET_URL_NOT_WS:
      'Ongeldige websocket-RPC-URL voor netwerk {network}: {value} (alleen ws en wss worden geaccepteerd)',
    EXPLORER_URL_NOT_ABSOLUTE:
      'Ongeldige blockverkenner-URL voor netwerk {network}: {value} (geen absolute URL; alleen http en https worden geaccepteerd)',
    EXPLORER_URL_NOT_HTTP:
      'Ongeldige blockverkenner-URL voor netwerk {network}: {value} (alleen http en https worden geaccepteerd)',
    EXPLORER_API_URL_NOT_ABSOLUTE:
      'Ongeldige blockverkenner-API-URL voor netwerk {network}: {value} (geen absolute URL; alleen http en https worden geaccepteerd)',
    EXPLORER_API_URL_NOT_HTTP:
      'Ongeldige blockverkenner-API-URL voor netwerk {network}: {value} (alleen http en https worden geaccepteerd)',
    TESTNET_NOT_BOOLEAN:
      'Ongeldige testnet-vlag voor netwerk {network}: {value} (een booleaanse waarde is vereist)',
    INVALID_CONTRACT_ADDRESS:
      'Ongeldig contractadres {contract} voor netwerk {network}: {value} (0x en 40 hexadecimale tekens met een geldige checksum verwacht)',
    NOT_OF_NAMESPACE: '{caipNetworkId} is geen {namespace}-netwerk',
  },
}
