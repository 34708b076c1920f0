import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Simplified Chinese: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'ABI 数据过短',
    LENGTH_OUT_OF_RANGE: 'ABI 长度超出范围',
    DATA_NOT_HEX: 'ABI 数据无效：应为带 0x 前缀的十六进制字节',
    UINT256_OUT_OF_RANGE: '值超出 uint256 范围：{value}',
    NOT_HEX_BYTES: '{type} 无效：应为带 0x 前缀的十六进制字节',
    NOT_AN_ARRAY: '{type} 无效：应为数组',
    INVALID_ADDRESS: '地址无效：{value}',
    NOT_A_BOOL: 'bool 无效',
    NOT_A_BIGINT: 'uint256 无效：应为 bigint',
    BYTES32_TOO_LONG: 'bytes32 无效：超过 32 字节',
    NOT_A_STRING: '字符串无效',
    VALUE_COUNT_MISMATCH: '应有 {expected} 个值，收到 {received} 个',
    NOT_UNICODE: '字符串无效：不是有效的 Unicode',
    NOT_UTF8: '字符串无效：不是有效的 UTF-8',
    UNKNOWN_FUNCTION: '没有函数 {method}',
  },
  INVALID_NETWORK: {
    NAME_EMPTY: '网络 {caipNetworkId} 无效：名称为空',
    UNKNOWN_NAMESPACE:
      '网络 {network} 的 chainNamespace 无效：{value}（应为 eip155、solana、bip122 或 polkadot）',
    MALFORMED_CAIP_NETWORK_ID:
      '网络 {network} 的 caipNetworkId 无效：{value}（应为 CAIP-2 ID“namespace:reference”）',
    NAMESPACE_MISMATCH:
      '网络 {network} 的 caipNetworkId 无效：{value}（其命名空间与 chainNamespace {namespace} 不符）',
    EIP155_ID_NOT_POSITIVE: '网络 {network} 的 id 无效：{value}（eip155 的 id 是正整数）',
    ID_REFERENCE_MISMATCH:
      '网络 {network} 的 id 无效：{value}（caipNetworkId {caipNetworkId} 要求 id 为 {reference}）',
    DECIMALS_OUT_OF_RANGE:
      '网络 {network} 的原生货币小数位数无效：{value}（需要 0 到 255 之间的整数）',
    SYMBOL_EMPTY: '网络 {network} 的原生货币符号无效：符号为空',
    DEFAULT_RPC_URLS_MISSING: '网络 {network} 的 RPC URL 无效：缺少 rpcUrls.default',
    RPC_URLS_EMPTY:
      '网络 {network} 的 RPC URL 无效：rpcUrls.{key}.http 为空（至少需要一个 http 或 https URL）',
    NO_DEFAULT_RPC_URL: '网络 {network} 的 RPC URL 无效：未提供 RPC URL，且链 {chainId} 没有默认值',
    RPC_URL_NOT_ABSOLUTE:
      '网络 {network} 的 RPC URL 无效：{value}（不是绝对 URL；仅接受 http 和 https）',
    RPC_URL_NOT_HTTP: '网络 {network} 的 RPC URL 无效：{value}（仅接受 http 和 https）',
    WEBSOCKET_URL_NOT_ABSOLUTE:
      '网络 {network} 的 WebSocket RPC URL 无效：{value}（不是绝对 URL；仅接受 ws 和 wss）',
    WEBSOCKET_URL_NOT_WS: '网络 {network} 的 WebSocket RPC URL 无效：{value}（仅接受 ws 和 wss）',
    EXPLORER_URL_NOT_ABSOLUTE:
      '网络 {network} 的 区块浏览器 URL 无效：{value}（不是绝对 URL；仅接受 http 和 https）',
    EXPLORER_URL_NOT_HTTP: '网络 {network} 的 区块浏览器 URL 无效：{value}（仅接受 http 和 https）',
    EXPLORER_API_URL_NOT_ABSOLUTE:
      '网络 {network} 的 区块浏览器 API URL 无效：{value}（不是绝对 URL；仅接受 http 和 https）',
    EXPLORER_API_URL_NOT_HTTP:
      '网络 {network} 的 区块浏览器 API URL 无效：{value}（仅接受 http 和 https）',
    TESTNET_NOT_BOOLEAN: '网络 {network} 的 testnet 标志无效：{value}（需要布尔值）',
    INVALID_CONTRACT_ADDRESS:
      '网络 {network} 的合约地址 {contract} 无效：{value}（应为 0x 加 40 个带有效校验和的十六进制字符）',
    NOT_OF_NAMESPACE: '{caipNetworkId} 不是 {namespace} 网络',
  },
}
