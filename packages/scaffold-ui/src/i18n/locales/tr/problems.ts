import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Turkish: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'ABI verisi çok kısa',
    LENGTH_OUT_OF_RANGE: 'ABI uzunluğu aralık dışında',
    DATA_NOT_HEX: 'Geçersiz ABI verisi: 0x önekli onaltılık baytlar bekleniyordu',
    UINT256_OUT_OF_RANGE: 'Değer uint256 aralığının dışında: {value}',
    NOT_HEX_BYTES: 'Geçersiz {type}: 0x önekli onaltılık baytlar bekleniyordu',
    NOT_AN_ARRAY: 'Geçersiz {type}: bir dizi bekleniyordu',
    INVALID_ADDRESS: 'Geçersiz adres: {value}',
    NOT_A_BOOL: 'Geçersiz bool',
    NOT_A_BIGINT: 'Geçersiz uint256: bir bigint bekleniyordu',
    BYTES32_TOO_LONG: 'Geçersiz bytes32: 32 bayttan uzun',
    NOT_A_STRING: 'Geçersiz dize',
    VALUE_COUNT_MISMATCH: '{expected} değer bekleniyordu, {received} alındı',
    NOT_UNICODE: 'Geçersiz dize: geçerli Unicode değil',
    NOT_UTF8: 'Geçersiz dize: geçerli UTF-8 değil',
    UNKNOWN_FUNCTION: '{method} adlı fonksiyon yok',
  },
  INVALID_NETWORK: {
    NAME_EMPTY: 'Geçersiz ağ {caipNetworkId}: ad boş',
    UNKNOWN_NAMESPACE:
      '{network} ağı için geçersiz chainNamespace: {value} (eip155, solana, bip122 veya polkadot bekleniyordu)',
    MALFORMED_CAIP_NETWORK_ID:
      '{network} ağı için geçersiz caipNetworkId: {value} (bir CAIP-2 kimliği "namespace:reference" bekleniyordu)',
    NAMESPACE_MISMATCH:
      '{network} ağı için geçersiz caipNetworkId: {value} (ad alanı chainNamespace {namespace} ile eşleşmiyor)',
    EIP155_ID_NOT_POSITIVE:
      '{network} ağı için geçersiz id: {value} (bir eip155 id pozitif bir tam sayıdır)',
    ID_REFERENCE_MISMATCH:
      '{network} ağı için geçersiz id: {value} (caipNetworkId {caipNetworkId}, {reference} id’sini bekliyor)',
    DECIMALS_OUT_OF_RANGE:
      '{network} ağı için geçersiz yerel para birimi ondalıkları: {value} (0 ile 255 arasında bir tam sayı gerekli)',
    SYMBOL_EMPTY: '{network} ağı için geçersiz yerel para birimi sembolü: sembol boş',
    DEFAULT_RPC_URLS_MISSING: '{network} ağı için geçersiz RPC URL’leri: rpcUrls.default eksik',
    RPC_URLS_EMPTY:
      '{network} ağı için geçersiz RPC URL’leri: rpcUrls.{key}.http boş (en az bir http veya https URL’si gerekli)',
    NO_DEFAULT_RPC_URL:
      '{network} ağı için geçersiz RPC URL’leri: RPC URL’si verilmedi ve {chainId} zincirinin varsayılanı yok',
    RPC_URL_NOT_ABSOLUTE:
      '{network} ağı için geçersiz RPC URL’si: {value} (mutlak bir URL değil; yalnızca http ve https kabul edilir)',
    RPC_URL_NOT_HTTP:
      '{network} ağı için geçersiz RPC URL’si: {value} (yalnızca http ve https kabul edilir)',
    WEBSOCKET_URL_NOT_ABSOLUTE:
      '{network} ağı için geçersiz websocket RPC URL’si: {value} (mutlak bir URL değil; yalnızca ws ve wss kabul edilir)',
    WEBSOCKET_URL_NOT_WS:
      '{network} ağı için geçersiz websocket RPC URL’si: {value} (yalnızca ws ve wss kabul edilir)',
    EXPLORER_URL_NOT_ABSOLUTE:
      '{network} ağı için geçersiz blok gezgini URL’si: {value} (mutlak bir URL değil; yalnızca http ve https kabul edilir)',
    EXPLORER_URL_NOT_HTTP:
      '{network} ağı için geçersiz blok gezgini URL’si: {value} (yalnızca http ve https kabul edilir)',
    EXPLORER_API_URL_NOT_ABSOLUTE:
      '{network} ağı için geçersiz blok gezgini API URL’si: {value} (mutlak bir URL değil; yalnızca http ve https kabul edilir)',
    EXPLORER_API_URL_NOT_HTTP:
      '{network} ağı için geçersiz blok gezgini API URL’si: {value} (yalnızca http ve https kabul edilir)',
    TESTNET_NOT_BOOLEAN:
      '{network} ağı için geçersiz testnet bayrağı: {value} (bir boolean gerekli)',
    INVALID_CONTRACT_ADDRESS:
      '{network} ağı için geçersiz sözleşme adresi {contract}: {value} (0x ve geçerli sağlama toplamlı 40 onaltılık karakter bekleniyordu)',
    NOT_OF_NAMESPACE: '{caipNetworkId} bir {namespace} ağı değil',
  },
}
