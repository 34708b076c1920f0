import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Ukrainian: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'Дані ABI надто короткі',
    LENGTH_OUT_OF_RANGE: 'Довжина ABI поза допустимим діапазоном',
    DATA_NOT_HEX: 'Неприпустимі дані ABI: очікуються шістнадцяткові байти з префіксом 0x',
    UINT256_OUT_OF_RANGE: 'Значення поза діапазоном uint256: {value}',
    NOT_HEX_BYTES: 'Неприпустиме значення {type}: очікуються шістнадцяткові байти з префіксом 0x',
    NOT_AN_ARRAY: 'Неприпустиме значення {type}: очікується масив',
    INVALID_ADDRESS: 'Неприпустима адреса: {value}',
    NOT_A_BOOL: 'Неприпустиме значення bool',
    NOT_A_BIGINT: 'Неприпустиме значення uint256: очікується bigint',
    BYTES32_TOO_LONG: 'Неприпустиме значення bytes32: довше за 32 байти',
    NOT_A_STRING: 'Неприпустимий рядок',
    VALUE_COUNT_MISMATCH: 'Очікувалося значень: {expected}, отримано: {received}',
    NOT_UNICODE: 'Неприпустимий рядок: некоректний Unicode',
    NOT_UTF8: 'Неприпустимий рядок: некоректний UTF-8',
    UNKNOWN_FUNCTION: 'немає функції {method}',
  },
  INVALID_NETWORK: {
    NAME_EMPTY: 'Неприпустима мережа {caipNetworkId}: назва порожня',
    UNKNOWN_NAMESPACE:
      'Неприпустимий chainNamespace для мережі {network}: {value} (очікується eip155, solana, bip122 або polkadot)',
    MALFORMED_CAIP_NETWORK_ID:
      'Неприпустимий caipNetworkId для мережі {network}: {value} (очікується ідентифікатор CAIP-2 «namespace:reference»)',
    NAMESPACE_MISMATCH:
      'Неприпустимий caipNetworkId для мережі {network}: {value} (його простір імен не збігається з chainNamespace {namespace})',
    EIP155_ID_NOT_POSITIVE:
      'Неприпустимий id для мережі {network}: {value} (id eip155 — додатне ціле число)',
    ID_REFERENCE_MISMATCH:
      'Неприпустимий id для мережі {network}: {value} (caipNetworkId {caipNetworkId} очікує id {reference})',
    DECIMALS_OUT_OF_RANGE:
      'Неприпустима кількість десяткових знаків нативної валюти для мережі {network}: {value} (потрібне ціле число від 0 до 255)',
    SYMBOL_EMPTY: 'Неприпустимий символ нативної валюти для мережі {network}: символ порожній',
    DEFAULT_RPC_URLS_MISSING:
      'Неприпустимі RPC URL для мережі {network}: відсутній rpcUrls.default',
    RPC_URLS_EMPTY:
      'Неприпустимі RPC URL для мережі {network}: rpcUrls.{key}.http порожній (потрібен хоча б один URL http або https)',
    NO_DEFAULT_RPC_URL:
      'Неприпустимі RPC URL для мережі {network}: RPC URL не вказано, а мережа {chainId} не має URL за замовчуванням',
    RPC_URL_NOT_ABSOLUTE:
      'Неприпустимий RPC URL для мережі {network}: {value} (не абсолютний URL; приймаються лише http і https)',
    RPC_URL_NOT_HTTP:
      'Неприпустимий RPC URL для мережі {network}: {value} (приймаються лише http і https)',
    WEBSOCKET_URL_NOT_ABSOLUTE:
      'Неприпустимий RPC URL websocket для мережі {network}: {value} (не абсолютний URL; приймаються лише ws і wss)',
    WEBSOCKET_URL_NOT_WS:
      'Неприпустимий RPC URL websocket для мережі {network}: {value} (приймаються лише ws і wss)',
    EXPLORER_URL_NOT_ABSOLUTE:
      'Неприпустимий URL оглядача блоків для мережі {network}: {value} (не абсолютний URL; приймаються лише http і https)',
    EXPLORER_URL_NOT_HTTP:
      'Неприпустимий URL оглядача блоків для мережі {network}: {value} (приймаються лише http і https)',
    EXPLORER_API_URL_NOT_ABSOLUTE:
      'Неприпустимий URL API оглядача блоків для мережі {network}: {value} (не абсолютний URL; приймаються лише http і https)',
    EXPLORER_API_URL_NOT_HTTP:
      'Неприпустимий URL API оглядача блоків для мережі {network}: {value} (приймаються лише http і https)',
    TESTNET_NOT_BOOLEAN:
      'Неприпустимий прапорець testnet для мережі {network}: {value} (потрібне логічне значення)',
    INVALID_CONTRACT_ADDRESS:
      'Неприпустима адреса контракту {contract} для мережі {network}: {value} (очікуються 0x і 40 шістнадцяткових символів з правильною контрольною сумою)',
    NOT_OF_NAMESPACE: '{caipNetworkId} — не мережа {namespace}',
  },
}
