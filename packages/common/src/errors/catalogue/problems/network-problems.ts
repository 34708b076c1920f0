// The English texts of `INVALID_NETWORK`'s problem codes (`params.problem`), one export each:
// the module's namespace is the family (`networkProblems`), and a thrower naming one problem
// loads only its text. `{network}` is the network's name, `{value}` the rejected value.
export const NAME_EMPTY = 'Invalid network {caipNetworkId}: the name is empty'
export const UNKNOWN_NAMESPACE =
  'Invalid chainNamespace for network {network}: {value} (expected eip155, solana, bip122 or polkadot)'
export const MALFORMED_CAIP_NETWORK_ID =
  'Invalid caipNetworkId for network {network}: {value} (expected a CAIP-2 id "namespace:reference")'
export const NAMESPACE_MISMATCH =
  'Invalid caipNetworkId for network {network}: {value} (its namespace does not match chainNamespace {namespace})'
export const EIP155_ID_NOT_POSITIVE =
  'Invalid id for network {network}: {value} (an eip155 id is a positive integer)'
export const ID_REFERENCE_MISMATCH =
  'Invalid id for network {network}: {value} (caipNetworkId {caipNetworkId} expects id {reference})'
export const DECIMALS_OUT_OF_RANGE =
  'Invalid native currency decimals for network {network}: {value} (an integer from 0 to 255 is required)'
export const SYMBOL_EMPTY =
  'Invalid native currency symbol for network {network}: the symbol is empty'
export const DEFAULT_RPC_URLS_MISSING =
  'Invalid RPC URLs for network {network}: rpcUrls.default is missing'
export const RPC_URLS_EMPTY =
  'Invalid RPC URLs for network {network}: rpcUrls.{key}.http is empty (at least one http or https URL is required)'
export const NO_DEFAULT_RPC_URL =
  'Invalid RPC URLs for network {network}: no RPC URL given and chain {chainId} has no default'
export const RPC_URL_NOT_ABSOLUTE =
  'Invalid RPC URL for network {network}: {value} (not an absolute URL; only http and https are accepted)'
export const RPC_URL_NOT_HTTP =
  'Invalid RPC URL for network {network}: {value} (only http and https are accepted)'
export const WEBSOCKET_URL_NOT_ABSOLUTE =
  'Invalid websocket RPC URL for network {network}: {value} (not an absolute URL; only ws and wss are accepted)'
export const WEBSOCKET_URL_NOT_WS =
  'Invalid websocket RPC URL for network {network}: {value} (only ws and wss are accepted)'
export const EXPLORER_URL_NOT_ABSOLUTE =
  'Invalid block explorer URL for network {network}: {value} (not an absolute URL; only http and https are accepted)'
export const EXPLORER_URL_NOT_HTTP =
  'Invalid block explorer URL for network {network}: {value} (only http and https are accepted)'
export const EXPLORER_API_URL_NOT_ABSOLUTE =
  'Invalid block explorer API URL for network {network}: {value} (not an absolute URL; only http and https are accepted)'
export const EXPLORER_API_URL_NOT_HTTP =
  'Invalid block explorer API URL for network {network}: {value} (only http and https are accepted)'
export const TESTNET_NOT_BOOLEAN =
  'Invalid testnet flag for network {network}: {value} (a boolean is required)'
export const INVALID_CONTRACT_ADDRESS =
  'Invalid contract address {contract} for network {network}: {value} (expected 0x and 40 hex characters with a valid checksum)'
// Thrown by appkit's addNetwork, which ships with the first paint: a module of its own, so that
// first paint carries this text and not the family's others (which the modal loads as a whole).
export { NOT_OF_NAMESPACE } from './not-of-namespace.ts'
