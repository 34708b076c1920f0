import type { ProblemCatalogue } from '../../types.ts'

/** Every family's problem texts in Indonesian: a chunk of its own, loaded when one is shown. */
export const problems: ProblemCatalogue = {
  ABI_CODEC_FAILED: {
    DATA_TOO_SHORT: 'Data ABI terlalu pendek',
    LENGTH_OUT_OF_RANGE: 'Panjang ABI di luar rentang',
    DATA_NOT_HEX: 'Data ABI tidak valid: diharapkan byte heksadesimal berawalan 0x',
    UINT256_OUT_OF_RANGE: 'Nilai di luar rentang uint256: {value}',
    NOT_HEX_BYTES: '{type} tidak valid: diharapkan byte heksadesimal berawalan 0x',
    NOT_AN_ARRAY: '{type} tidak valid: diharapkan sebuah array',
    INVALID_ADDRESS: 'Alamat tidak valid: {value}',
    NOT_A_BOOL: 'bool tidak valid',
    NOT_A_BIGINT: 'uint256 tidak valid: diharapkan sebuah bigint',
    BYTES32_TOO_LONG: 'bytes32 tidak valid: lebih dari 32 byte',
    NOT_A_STRING: 'String tidak valid',
    VALUE_COUNT_MISMATCH: 'Diharapkan {expected} nilai, diterima {received}',
    NOT_UNICODE: 'String tidak valid: bukan Unicode yang valid',
    NOT_UTF8: 'String tidak valid: bukan UTF-8 yang valid',
    UNKNOWN_FUNCTION: 'tidak ada fungsi {method}',
  },
  INVALID_NETWORK: {
    NAME_EMPTY: 'Jaringan {caipNetworkId} tidak valid: nama kosong',
    UNKNOWN_NAMESPACE:
      'chainNamespace tidak valid untuk jaringan {network}: {value} (diharapkan eip155, solana, bip122, atau polkadot)',
    MALFORMED_CAIP_NETWORK_ID:
      'caipNetworkId tidak valid untuk jaringan {network}: {value} (diharapkan id CAIP-2 "namespace:reference")',
    NAMESPACE_MISMATCH:
      'caipNetworkId tidak valid untuk jaringan {network}: {value} (namespace-nya tidak cocok dengan chainNamespace {namespace})',
    EIP155_ID_NOT_POSITIVE:
      'id tidak valid untuk jaringan {network}: {value} (id eip155 adalah bilangan bulat positif)',
    ID_REFERENCE_MISMATCH:
      'id tidak valid untuk jaringan {network}: {value} (caipNetworkId {caipNetworkId} mengharapkan id {reference})',
    DECIMALS_OUT_OF_RANGE:
      'Desimal mata uang asli tidak valid untuk jaringan {network}: {value} (diperlukan bilangan bulat dari 0 sampai 255)',
    SYMBOL_EMPTY: 'Simbol mata uang asli tidak valid untuk jaringan {network}: simbol kosong',
    DEFAULT_RPC_URLS_MISSING:
      'URL RPC tidak valid untuk jaringan {network}: rpcUrls.default tidak ada',
    RPC_URLS_EMPTY:
      'URL RPC tidak valid untuk jaringan {network}: rpcUrls.{key}.http kosong (diperlukan setidaknya satu URL http atau https)',
    NO_DEFAULT_RPC_URL:
      'URL RPC tidak valid untuk jaringan {network}: tidak ada URL RPC yang diberikan dan chain {chainId} tidak punya default',
    RPC_URL_NOT_ABSOLUTE:
      'URL RPC tidak valid untuk jaringan {network}: {value} (bukan URL absolut; hanya http dan https yang diterima)',
    RPC_URL_NOT_HTTP:
      'URL RPC tidak valid untuk jaringan {network}: {value} (hanya http dan https yang diterima)',
    WEBSOCKET_URL_NOT_ABSOLUTE:
      'URL RPC websocket tidak valid untuk jaringan {network}: {value} (bukan URL absolut; hanya ws dan wss yang diterima)',
    WEBSOCKET_URL_NOT_WS:
      'URL RPC websocket tidak valid untuk jaringan {network}: {value} (hanya ws dan wss yang diterima)',
    EXPLORER_URL_NOT_ABSOLUTE:
      'URL penjelajah blok tidak valid untuk jaringan {network}: {value} (bukan URL absolut; hanya http dan https yang diterima)',
    EXPLORER_URL_NOT_HTTP:
      'URL penjelajah blok tidak valid untuk jaringan {network}: {value} (hanya http dan https yang diterima)',
    EXPLORER_API_URL_NOT_ABSOLUTE:
      'URL API penjelajah blok tidak valid untuk jaringan {network}: {value} (bukan URL absolut; hanya http dan https yang diterima)',
    EXPLORER_API_URL_NOT_HTTP:
      'URL API penjelajah blok tidak valid untuk jaringan {network}: {value} (hanya http dan https yang diterima)',
    TESTNET_NOT_BOOLEAN:
      'Penanda testnet tidak valid untuk jaringan {network}: {value} (diperlukan boolean)',
    INVALID_CONTRACT_ADDRESS:
      'Alamat kontrak {contract} tidak valid untuk jaringan {network}: {value} (diharapkan 0x dan 40 karakter heksadesimal dengan checksum yang valid)',
    NOT_OF_NAMESPACE: '{caipNetworkId} bukan jaringan {namespace}',
  },
}
