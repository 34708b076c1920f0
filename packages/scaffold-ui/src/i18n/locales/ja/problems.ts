import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Japanese: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'ABI データが短すぎます',
    LENGTH_OUT_OF_RANGE: 'ABI の長さが範囲外です',
    DATA_NOT_HEX: '無効な ABI データ: 0x で始まる16進数のバイト列が必要です',
    UINT256_OUT_OF_RANGE: '値が uint256 の範囲外です: {value}',
    NOT_HEX_BYTES: '無効な {type}: 0x で始まる16進数のバイト列が必要です',
    NOT_AN_ARRAY: '無効な {type}: 配列が必要です',
    INVALID_ADDRESS: '無効なアドレス: {value}',
    NOT_A_BOOL: '無効な bool',
    NOT_A_BIGINT: '無効な uint256: bigint が必要です',
    BYTES32_TOO_LONG: '無効な bytes32: 32 バイトを超えています',
    NOT_A_STRING: '無効な文字列',
    VALUE_COUNT_MISMATCH: '{expected} 個の値が必要ですが、{received} 個でした',
    NOT_UNICODE: '無効な文字列: 有効な Unicode ではありません',
    NOT_UTF8: '無効な文字列: 有効な UTF-8 ではありません',
    UNKNOWN_FUNCTION: '関数 {method} がありません',
  },
  INVALID_NETWORK: {
    NAME_EMPTY: '無効なネットワーク {caipNetworkId}: 名前が空です',
    UNKNOWN_NAMESPACE:
      'ネットワーク {network} の chainNamespace が無効です: {value}(eip155、solana、bip122、polkadot のいずれかが必要です)',
    MALFORMED_CAIP_NETWORK_ID:
      'ネットワーク {network} の caipNetworkId が無効です: {value}(CAIP-2 ID「namespace:reference」が必要です)',
    NAMESPACE_MISMATCH:
      'ネットワーク {network} の caipNetworkId が無効です: {value}(名前空間が chainNamespace {namespace} と一致しません)',
    EIP155_ID_NOT_POSITIVE:
      'ネットワーク {network} の id が無効です: {value}(eip155 の id は正の整数です)',
    ID_REFERENCE_MISMATCH:
      'ネットワーク {network} の id が無効です: {value}(caipNetworkId {caipNetworkId} には id {reference} が必要です)',
    DECIMALS_OUT_OF_RANGE:
      'ネットワーク {network} のネイティブ通貨の小数桁数が無効です: {value}(0 から 255 の整数が必要です)',
    SYMBOL_EMPTY: 'ネットワーク {network} のネイティブ通貨のシンボルが無効です: シンボルが空です',
    DEFAULT_RPC_URLS_MISSING:
      'ネットワーク {network} の RPC URL が無効です: rpcUrls.default がありません',
    RPC_URLS_EMPTY:
      'ネットワーク {network} の RPC URL が無効です: rpcUrls.{key}.http が空です(http または https の URL が少なくとも1つ必要です)',
    NO_DEFAULT_RPC_URL:
      'ネットワーク {network} の RPC URL が無効です: RPC URL が指定されておらず、チェーン {chainId} にはデフォルトがありません',
    RPC_URL_NOT_ABSOLUTE:
      'ネットワーク {network} の RPC URL が無効です: {value}(絶対 URL ではありません。http と https のみ使用できます)',
    RPC_URL_NOT_HTTP:
      'ネットワーク {network} の RPC URL が無効です: {value}(http と https のみ使用できます)',
    WEBSOCKET_URL_NOT_ABSOLUTE:
      'ネットワーク {network} の WebSocket RPC URL が無効です: {value}(絶対 URL ではありません。ws と wss のみ使用できます)',
    WEBSOCKET_URL_NOT_WS:
      'ネットワーク {network} の WebSocket RPC URL が無効です: {value}(ws と wss のみ使用できます)',
    EXPLORER_URL_NOT_ABSOLUTE:
      'ネットワーク {network} の ブロックエクスプローラーの URL が無効です: {value}(絶対 URL ではありません。http と https のみ使用できます)',
    EXPLORER_URL_NOT_HTTP:
      'ネットワーク {network} の ブロックエクスプローラーの URL が無効です: {value}(http と https のみ使用できます)',
    EXPLORER_API_URL_NOT_ABSOLUTE:
      'ネットワーク {network} の ブロックエクスプローラー API の URL が無効です: {value}(絶対 URL ではありません。http と https のみ使用できます)',
    EXPLORER_API_URL_NOT_HTTP:
      'ネットワーク {network} の ブロックエクスプローラー API の URL が無効です: {value}(http と https のみ使用できます)',
    TESTNET_NOT_BOOLEAN:
      'ネットワーク {network} の testnet フラグが無効です: {value}(真偽値が必要です)',
    INVALID_CONTRACT_ADDRESS:
      'ネットワーク {network} のコントラクトアドレス {contract} が無効です: {value}(0x と有効なチェックサム付きの16進数40文字が必要です)',
    NOT_OF_NAMESPACE: '{caipNetworkId} は {namespace} のネットワークではありません',
  },
}
