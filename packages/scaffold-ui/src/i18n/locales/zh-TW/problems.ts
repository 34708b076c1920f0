import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Traditional Chinese (Taiwan): a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'ABI 資料過短',
    LENGTH_OUT_OF_RANGE: 'ABI 長度超出範圍',
    DATA_NOT_HEX: 'ABI 資料無效：應為帶 0x 前綴的十六進位位元組',
    UINT256_OUT_OF_RANGE: '值超出 uint256 範圍：{value}',
    NOT_HEX_BYTES: '{type} 無效：應為帶 0x 前綴的十六進位位元組',
    NOT_AN_ARRAY: '{type} 無效：應為陣列',
    INVALID_ADDRESS: '地址無效：{value}',
    NOT_A_BOOL: 'bool 無效',
    NOT_A_BIGINT: 'uint256 無效：應為 bigint',
    BYTES32_TOO_LONG: 'bytes32 無效：超過 32 位元組',
    NOT_A_STRING: '字串無效',
    VALUE_COUNT_MISMATCH: '應有 {expected} 個值，收到 {received} 個',
    NOT_UNICODE: '字串無效：不是有效的 Unicode',
    NOT_UTF8: '字串無效：不是有效的 UTF-8',
    UNKNOWN_FUNCTION: '沒有函式 {method}',
  },
  INVALID_NETWORK: {
    NAME_EMPTY: '網路 {caipNetworkId} 無效：名稱為空',
    UNKNOWN_NAMESPACE:
      '網路 {network} 的 chainNamespace 無效：{value}（應為 eip155、solana、bip122 或 polkadot）',
    MALFORMED_CAIP_NETWORK_ID:
      '網路 {network} 的 caipNetworkId 無效：{value}（應為 CAIP-2 ID「namespace:reference」）',
    NAMESPACE_MISMATCH:
      '網路 {network} 的 caipNetworkId 無效：{value}（其命名空間與 chainNamespace {namespace} 不符）',
    EIP155_ID_NOT_POSITIVE: '網路 {network} 的 id 無效：{value}（eip155 的 id 是正整數）',
    ID_REFERENCE_MISMATCH:
      '網路 {network} 的 id 無效：{value}（caipNetworkId {caipNetworkId} 要求 id 為 {reference}）',
    DECIMALS_OUT_OF_RANGE:
      '網路 {network} 的原生貨幣小數位數無效：{value}（需要 0 到 255 之間的整數）',
    SYMBOL_EMPTY: '網路 {network} 的原生貨幣符號無效：符號為空',
    DEFAULT_RPC_URLS_MISSING: '網路 {network} 的 RPC URL 無效：缺少 rpcUrls.default',
    RPC_URLS_EMPTY:
      '網路 {network} 的 RPC URL 無效：rpcUrls.{key}.http 為空（至少需要一個 http 或 https URL）',
    NO_DEFAULT_RPC_URL: '網路 {network} 的 RPC URL 無效：未提供 RPC URL，且鏈 {chainId} 沒有預設值',
    RPC_URL_NOT_ABSOLUTE:
      '網路 {network} 的 RPC URL 無效：{value}（不是絕對 URL；僅接受 http 和 https）',
    RPC_URL_NOT_HTTP: '網路 {network} 的 RPC URL 無效：{value}（僅接受 http 和 https）',
    WEBSOCKET_URL_NOT_ABSOLUTE:
      '網路 {network} 的 WebSocket RPC URL 無效：{value}（不是絕對 URL；僅接受 ws 和 wss）',
    WEBSOCKET_URL_NOT_WS: '網路 {network} 的 WebSocket RPC URL 無效：{value}（僅接受 ws 和 wss）',
    EXPLORER_URL_NOT_ABSOLUTE:
      '網路 {network} 的 區塊瀏覽器 URL 無效：{value}（不是絕對 URL；僅接受 http 和 https）',
    EXPLORER_URL_NOT_HTTP: '網路 {network} 的 區塊瀏覽器 URL 無效：{value}（僅接受 http 和 https）',
    EXPLORER_API_URL_NOT_ABSOLUTE:
      '網路 {network} 的 區塊瀏覽器 API URL 無效：{value}（不是絕對 URL；僅接受 http 和 https）',
    EXPLORER_API_URL_NOT_HTTP:
      '網路 {network} 的 區塊瀏覽器 API URL 無效：{value}（僅接受 http 和 https）',
    TESTNET_NOT_BOOLEAN: '網路 {network} 的 testnet 旗標無效：{value}（需要布林值）',
    INVALID_CONTRACT_ADDRESS:
      '網路 {network} 的合約地址 {contract} 無效：{value}（應為 0x 加 40 個具有效檢查碼的十六進位字元）',
    NOT_OF_NAMESPACE: '{caipNetworkId} 不是 {namespace} 網路',
  },
}
