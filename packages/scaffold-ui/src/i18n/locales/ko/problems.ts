import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Korean: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'ABI 데이터가 너무 짧습니다',
    LENGTH_OUT_OF_RANGE: 'ABI 길이가 범위를 벗어났습니다',
    DATA_NOT_HEX: '잘못된 ABI 데이터: 0x 접두사가 붙은 16진수 바이트가 필요합니다',
    UINT256_OUT_OF_RANGE: '값이 uint256 범위를 벗어났습니다: {value}',
    NOT_HEX_BYTES: '잘못된 {type}: 0x 접두사가 붙은 16진수 바이트가 필요합니다',
    NOT_AN_ARRAY: '잘못된 {type}: 배열이 필요합니다',
    INVALID_ADDRESS: '잘못된 주소: {value}',
    NOT_A_BOOL: '잘못된 bool',
    NOT_A_BIGINT: '잘못된 uint256: bigint가 필요합니다',
    BYTES32_TOO_LONG: '잘못된 bytes32: 32바이트보다 깁니다',
    NOT_A_STRING: '잘못된 문자열',
    VALUE_COUNT_MISMATCH: '값 {expected}개가 필요하지만 {received}개를 받았습니다',
    NOT_UNICODE: '잘못된 문자열: 올바른 Unicode가 아닙니다',
    NOT_UTF8: '잘못된 문자열: 올바른 UTF-8이 아닙니다',
    UNKNOWN_FUNCTION: '{method} 함수가 없습니다',
  },
  INVALID_NETWORK: {
    NAME_EMPTY: '잘못된 네트워크 {caipNetworkId}: 이름이 비어 있습니다',
    UNKNOWN_NAMESPACE:
      '네트워크 {network}의 chainNamespace가 잘못되었습니다: {value} (eip155, solana, bip122 또는 polkadot이 필요합니다)',
    MALFORMED_CAIP_NETWORK_ID:
      '네트워크 {network}의 caipNetworkId가 잘못되었습니다: {value} (CAIP-2 ID "namespace:reference"가 필요합니다)',
    NAMESPACE_MISMATCH:
      '네트워크 {network}의 caipNetworkId가 잘못되었습니다: {value} (네임스페이스가 chainNamespace {namespace}와 일치하지 않습니다)',
    EIP155_ID_NOT_POSITIVE:
      '네트워크 {network}의 id가 잘못되었습니다: {value} (eip155 id는 양의 정수입니다)',
    ID_REFERENCE_MISMATCH:
      '네트워크 {network}의 id가 잘못되었습니다: {value} (caipNetworkId {caipNetworkId}에는 id {reference}가 필요합니다)',
    DECIMALS_OUT_OF_RANGE:
      '네트워크 {network}의 기본 통화 소수 자릿수가 잘못되었습니다: {value} (0에서 255 사이의 정수가 필요합니다)',
    SYMBOL_EMPTY: '네트워크 {network}의 기본 통화 기호가 잘못되었습니다: 기호가 비어 있습니다',
    DEFAULT_RPC_URLS_MISSING:
      '네트워크 {network}의 RPC URL이 잘못되었습니다: rpcUrls.default가 없습니다',
    RPC_URLS_EMPTY:
      '네트워크 {network}의 RPC URL이 잘못되었습니다: rpcUrls.{key}.http가 비어 있습니다 (http 또는 https URL이 하나 이상 필요합니다)',
    NO_DEFAULT_RPC_URL:
      '네트워크 {network}의 RPC URL이 잘못되었습니다: RPC URL이 주어지지 않았고 체인 {chainId}에는 기본값이 없습니다',
    RPC_URL_NOT_ABSOLUTE:
      '네트워크 {network}의 RPC URL이 잘못되었습니다: {value} (절대 URL이 아닙니다. http 및 https만 허용됩니다)',
    RPC_URL_NOT_HTTP:
      '네트워크 {network}의 RPC URL이 잘못되었습니다: {value} (http 및 https만 허용됩니다)',
    WEBSOCKET_URL_NOT_ABSOLUTE:
      '네트워크 {network}의 WebSocket RPC URL이 잘못되었습니다: {value} (절대 URL이 아닙니다. ws 및 wss만 허용됩니다)',
    WEBSOCKET_URL_NOT_WS:
      '네트워크 {network}의 WebSocket RPC URL이 잘못되었습니다: {value} (ws 및 wss만 허용됩니다)',
    EXPLORER_URL_NOT_ABSOLUTE:
      '네트워크 {network}의 블록 탐색기 URL이 잘못되었습니다: {value} (절대 URL이 아닙니다. http 및 https만 허용됩니다)',
    EXPLORER_URL_NOT_HTTP:
      '네트워크 {network}의 블록 탐색기 URL이 잘못되었습니다: {value} (http 및 https만 허용됩니다)',
    EXPLORER_API_URL_NOT_ABSOLUTE:
      '네트워크 {network}의 블록 탐색기 API URL이 잘못되었습니다: {value} (절대 URL이 아닙니다. http 및 https만 허용됩니다)',
    EXPLORER_API_URL_NOT_HTTP:
      '네트워크 {network}의 블록 탐색기 API URL이 잘못되었습니다: {value} (http 및 https만 허용됩니다)',
    TESTNET_NOT_BOOLEAN:
      '네트워크 {network}의 testnet 플래그가 잘못되었습니다: {value} (불리언 값이 필요합니다)',
    INVALID_CONTRACT_ADDRESS:
      '네트워크 {network}의 컨트랙트 주소 {contract}가 잘못되었습니다: {value} (0x와 올바른 체크섬의 16진수 40자가 필요합니다)',
    NOT_OF_NAMESPACE: '{caipNetworkId}은(는) {namespace} 네트워크가 아닙니다',
  },
}
