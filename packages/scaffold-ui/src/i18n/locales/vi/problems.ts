import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Vietnamese: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'Dữ liệu ABI quá ngắn',
    LENGTH_OUT_OF_RANGE: 'Độ dài ABI nằm ngoài phạm vi',
    DATA_NOT_HEX: 'Dữ liệu ABI không hợp lệ: cần các byte thập lục phân có tiền tố 0x',
    UINT256_OUT_OF_RANGE: 'Giá trị nằm ngoài phạm vi uint256: {value}',
    NOT_HEX_BYTES: '{type} không hợp lệ: cần các byte thập lục phân có tiền tố 0x',
    NOT_AN_ARRAY: '{type} không hợp lệ: cần một mảng',
    INVALID_ADDRESS: 'Địa chỉ không hợp lệ: {value}',
    NOT_A_BOOL: 'bool không hợp lệ',
    NOT_A_BIGINT: 'uint256 không hợp lệ: cần một bigint',
    BYTES32_TOO_LONG: 'bytes32 không hợp lệ: dài hơn 32 byte',
    NOT_A_STRING: 'Chuỗi không hợp lệ',
    VALUE_COUNT_MISMATCH: 'Cần {expected} giá trị, nhận được {received}',
    NOT_UNICODE: 'Chuỗi không hợp lệ: không phải Unicode hợp lệ',
    NOT_UTF8: 'Chuỗi không hợp lệ: không phải UTF-8 hợp lệ',
    UNKNOWN_FUNCTION: 'không có hàm {method}',
  },
  INVALID_NETWORK: {
    NAME_EMPTY: 'Mạng {caipNetworkId} không hợp lệ: tên trống',
    UNKNOWN_NAMESPACE:
      'chainNamespace không hợp lệ cho mạng {network}: {value} (cần eip155, solana, bip122 hoặc polkadot)',
    MALFORMED_CAIP_NETWORK_ID:
      'caipNetworkId không hợp lệ cho mạng {network}: {value} (cần một id CAIP-2 "namespace:reference")',
    NAMESPACE_MISMATCH:
      'caipNetworkId không hợp lệ cho mạng {network}: {value} (namespace của nó không khớp với chainNamespace {namespace})',
    EIP155_ID_NOT_POSITIVE:
      'id không hợp lệ cho mạng {network}: {value} (id eip155 là số nguyên dương)',
    ID_REFERENCE_MISMATCH:
      'id không hợp lệ cho mạng {network}: {value} (caipNetworkId {caipNetworkId} cần id {reference})',
    DECIMALS_OUT_OF_RANGE:
      'Số thập phân của tiền tệ gốc không hợp lệ cho mạng {network}: {value} (cần một số nguyên từ 0 đến 255)',
    SYMBOL_EMPTY: 'Ký hiệu tiền tệ gốc không hợp lệ cho mạng {network}: ký hiệu trống',
    DEFAULT_RPC_URLS_MISSING: 'URL RPC không hợp lệ cho mạng {network}: thiếu rpcUrls.default',
    RPC_URLS_EMPTY:
      'URL RPC không hợp lệ cho mạng {network}: rpcUrls.{key}.http trống (cần ít nhất một URL http hoặc https)',
    NO_DEFAULT_RPC_URL:
      'URL RPC không hợp lệ cho mạng {network}: không có URL RPC nào được cung cấp và chuỗi {chainId} không có mặc định',
    RPC_URL_NOT_ABSOLUTE:
      'URL RPC không hợp lệ cho mạng {network}: {value} (không phải URL tuyệt đối; chỉ chấp nhận http và https)',
    RPC_URL_NOT_HTTP:
      'URL RPC không hợp lệ cho mạng {network}: {value} (chỉ chấp nhận http và https)',
    WEBSOCKET_URL_NOT_ABSOLUTE:
      'URL RPC websocket không hợp lệ cho mạng {network}: {value} (không phải URL tuyệt đối; chỉ chấp nhận ws và wss)',
    WEBSOCKET_URL_NOT_WS:
      'URL RPC websocket không hợp lệ cho mạng {network}: {value} (chỉ chấp nhận ws và wss)',
    EXPLORER_URL_NOT_ABSOLUTE:
      'URL trình khám phá khối không hợp lệ cho mạng {network}: {value} (không phải URL tuyệt đối; chỉ chấp nhận http và https)',
    EXPLORER_URL_NOT_HTTP:
      'URL trình khám phá khối không hợp lệ cho mạng {network}: {value} (chỉ chấp nhận http và https)',
    EXPLORER_API_URL_NOT_ABSOLUTE:
      'URL API của trình khám phá khối không hợp lệ cho mạng {network}: {value} (không phải URL tuyệt đối; chỉ chấp nhận http và https)',
    EXPLORER_API_URL_NOT_HTTP:
      'URL API của trình khám phá khối không hợp lệ cho mạng {network}: {value} (chỉ chấp nhận http và https)',
    TESTNET_NOT_BOOLEAN:
      'Cờ testnet không hợp lệ cho mạng {network}: {value} (cần một giá trị boolean)',
    INVALID_CONTRACT_ADDRESS:
      'Địa chỉ hợp đồng {contract} không hợp lệ cho mạng {network}: {value} (cần 0x và 40 ký tự thập lục phân có checksum hợp lệ)',
    NOT_OF_NAMESPACE: '{caipNetworkId} không phải mạng {namespace}',
  },
}
