import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Russian: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'Данные ABI слишком короткие',
    LENGTH_OUT_OF_RANGE: 'Длина ABI вне допустимого диапазона',
    DATA_NOT_HEX: 'Недопустимые данные ABI: ожидаются шестнадцатеричные байты с префиксом 0x',
    UINT256_OUT_OF_RANGE: 'Значение вне диапазона uint256: {value}',
    NOT_HEX_BYTES: 'Недопустимое значение {type}: ожидаются шестнадцатеричные байты с префиксом 0x',
    NOT_AN_ARRAY: 'Недопустимое значение {type}: ожидается массив',
    INVALID_ADDRESS: 'Недопустимый адрес: {value}',
    NOT_A_BOOL: 'Недопустимое значение bool',
    NOT_A_BIGINT: 'Недопустимое значение uint256: ожидается bigint',
    BYTES32_TOO_LONG: 'Недопустимое значение bytes32: длиннее 32 байт',
    NOT_A_STRING: 'Недопустимая строка',
    VALUE_COUNT_MISMATCH: 'Ожидалось значений: {expected}, получено: {received}',
    NOT_UNICODE: 'Недопустимая строка: некорректный Unicode',
    NOT_UTF8: 'Недопустимая строка: некорректный UTF-8',
    UNKNOWN_FUNCTION: 'нет функции {method}',
  },
  INVALID_NETWORK: {
    NAME_EMPTY: 'Недопустимая сеть {caipNetworkId}: имя пустое',
    UNKNOWN_NAMESPACE:
      'Недопустимый chainNamespace для сети {network}: {value} (ожидается eip155, solana, bip122 или polkadot)',
    MALFORMED_CAIP_NETWORK_ID:
      'Недопустимый caipNetworkId для сети {network}: {value} (ожидается идентификатор CAIP-2 «namespace:reference»)',
    NAMESPACE_MISMATCH:
      'Недопустимый caipNetworkId для сети {network}: {value} (его пространство имён не совпадает с chainNamespace {namespace})',
    EIP155_ID_NOT_POSITIVE:
      'Недопустимый id для сети {network}: {value} (id eip155 — положительное целое число)',
    ID_REFERENCE_MISMATCH:
      'Недопустимый id для сети {network}: {value} (caipNetworkId {caipNetworkId} ожидает id {reference})',
    DECIMALS_OUT_OF_RANGE:
      'Недопустимое число десятичных знаков нативной валюты для сети {network}: {value} (требуется целое число от 0 до 255)',
    SYMBOL_EMPTY: 'Недопустимый символ нативной валюты для сети {network}: символ пустой',
    DEFAULT_RPC_URLS_MISSING:
      'Недопустимые RPC URL для сети {network}: отсутствует rpcUrls.default',
    RPC_URLS_EMPTY:
      'Недопустимые RPC URL для сети {network}: rpcUrls.{key}.http пуст (требуется хотя бы один URL http или https)',
    NO_DEFAULT_RPC_URL:
      'Недопустимые RPC URL для сети {network}: RPC URL не указан, а у сети {chainId} нет URL по умолчанию',
    RPC_URL_NOT_ABSOLUTE:
      'Недопустимый RPC URL для сети {network}: {value} (не абсолютный URL; принимаются только http и https)',
    RPC_URL_NOT_HTTP:
      'Недопустимый RPC URL для сети {network}: {value} (принимаются только http и https)',
    WEBSOCKET_URL_NOT_ABSOLUTE:
      'Недопустимый RPC URL websocket для сети {network}: {value} (не абсолютный URL; принимаются только ws и wss)',
    WEBSOCKET_URL_NOT_WS:
      'Недопустимый RPC URL websocket для сети {network}: {value} (принимаются только ws и wss)',
    EXPLORER_URL_NOT_ABSOLUTE:
      'Недопустимый URL обозревателя блоков для сети {network}: {value} (не абсолютный URL; принимаются только http и https)',
    EXPLORER_URL_NOT_HTTP:
      'Недопустимый URL обозревателя блоков для сети {network}: {value} (принимаются только http и https)',
    EXPLORER_API_URL_NOT_ABSOLUTE:
      'Недопустимый URL API обозревателя блоков для сети {network}: {value} (не абсолютный URL; принимаются только http и https)',
    EXPLORER_API_URL_NOT_HTTP:
      'Недопустимый URL API обозревателя блоков для сети {network}: {value} (принимаются только http и https)',
    TESTNET_NOT_BOOLEAN:
      'Недопустимый флаг testnet для сети {network}: {value} (требуется логическое значение)',
    INVALID_CONTRACT_ADDRESS:
      'Недопустимый адрес контракта {contract} для сети {network}: {value} (ожидаются 0x и 40 шестнадцатеричных символов с верной контрольной суммой)',
    NOT_OF_NAMESPACE: '{caipNetworkId} — не сеть {namespace}',
  },
}
