/**
 * The English texts of `INVALID_NETWORK`'s problem codes (`params.problem`); `{network}` is the
 * network's name, `{value}` the rejected value. Imported by the network checks only.
 */
export const networkProblems = {
  NAME_EMPTY: 'Invalid network {caipNetworkId}: the name is empty',
  UNKNOWN_NAMESPACE:
    'Invalid chainNamespace for network {network}: {value} (expected eip155, solana, bip122 or polkadot)',
  MALFORMED_CAIP_NETWORK_ID:
    'Invalid caipNetworkId for network {network}: {value} (expected a CAIP-2 id "namespace:reference")',
  NAMESPACE_MISMATCH:
    'Invalid caipNetworkId for network {network}: {value} (its namespace does not match chainNamespace {namespace})',
  EIP155_ID_NOT_POSITIVE:
    'Invalid id for network {network}: {value} (an eip155 id is a positive integer)',
  ID_REFERENCE_MISMATCH:
    'Invalid id for network {network}: {value} (caipNetworkId {caipNetworkId} expects id {reference})',
  DECIMALS_OUT_OF_RANGE:
    'Invalid native currency decimals for network {network}: {value} (an integer from 0 to 255 is required)',
  SYMBOL_EMPTY: 'Invalid native currency symbol for network {network}: the symbol is empty',
  DEFAULT_RPC_URLS_MISSING: 'Invalid RPC URLs for network {network}: rpcUrls.default is missing',
  RPC_URLS_EMPTY:
    'Invalid RPC URLs for network {network}: rpcUrls.{key}.http is empty (at least one http or https URL is required)',
  NO_DEFAULT_RPC_URL:
    'Invalid RPC URLs for network {network}: no RPC URL given and chain {chainId} has no default',
  RPC_URL_NOT_ABSOLUTE:
    'Invalid RPC URL for network {network}: {value} (not an absolute URL; only http and https are accepted)',
  RPC_URL_NOT_HTTP:
    'Invalid RPC URL for network {network}: {value} (only http and https are accepted)',
  WEBSOCKET_URL_NOT_ABSOLUTE:
    'Invalid websocket RPC URL for network {network}: {value} (not an absolute URL; only ws and wss are accepted)',
  WEBSOCKET_URL_NOT_WS:
    'Invalid websocket RPC URL for network {network}: {value} (only ws and wss are accepted)',
  EXPLORER_URL_NOT_ABSOLUTE:
    'Invalid block explorer URL for network {network}: {value} (not an absolute URL; only http and https are accepted)',
  EXPLORER_URL_NOT_HTTP:
    'Invalid block explorer URL for network {network}: {value} (only http and https are accepted)',
  EXPLORER_API_URL_NOT_ABSOLUTE:
    'Invalid block explorer API URL for network {network}: {value} (not an absolute URL; only http and https are accepted)',
  EXPLORER_API_URL_NOT_HTTP:
    'Invalid block explorer API URL for network {network}: {value} (only http and https are accepted)',
  TESTNET_NOT_BOOLEAN:
    'Invalid testnet flag for network {network}: {value} (a boolean is required)',
  INVALID_CONTRACT_ADDRESS:
    'Invalid contract address {contract} for network {network}: {value} (expected 0x and 40 hex characters with a valid checksum)',
  NOT_OF_NAMESPACE: '{caipNetworkId} is not a {namespace} network',
} as const
