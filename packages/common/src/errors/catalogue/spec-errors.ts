/**
 * The user-facing messages of docs/project/behaviour.md §5, §6 and §8, word for word: the English
 * text of each code. `{name}` marks a parameter filled from the error's `params`.
 */
export const specErrors = {
  // docs/project/behaviour.md §5 validation
  INVALID_CAIP_ADDRESS: 'Invalid CAIP Address',
  INVALID_CAIP10_ADDRESS: 'Invalid CAIP-10 address: {value}',
  INVALID_CAIP2_NETWORK_ID: 'Invalid CAIP-2 network id: {value}',
  EMAIL_COOLDOWN: 'Please try again after {n} seconds',
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  SEND_TOKEN_REQUIRED: 'A token is required',

  // docs/project/behaviour.md §6 embedded wallet
  RPC_CALL_NOT_ALLOWED: 'Requested RPC call is not allowed',
  ACTION_NOT_ALLOWED: 'Action not allowed',

  // docs/project/behaviour.md §8 toasts
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
  ERROR_SIGNING_MESSAGE: 'Error signing message',
  AUTHENTICATION_INIT_FAILED: 'A problem occurred while trying initialize authentication',

  // docs/project/behaviour.md §8 thrown
  NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE: 'Network not supported for Gas Price',
  NETWORK_NOT_SUPPORTED_FOR_SWAPS: 'Network not supported for Swaps',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  ERROR_RESOLVING_NAME: 'Error resolving name',
  ERROR_FETCHING_NAME_SUGGESTIONS: 'Error fetching name suggestions',
  ERROR_FETCHING_NAMES_FOR_ADDRESS: 'Error fetching names for address',
  ERROR_REGISTERING_NAME: 'Error registering name {name}',
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  TRANSACTIONS_NEED_ACCOUNT_ADDRESS: "Transactions can't be fetched without an accountAddress",
  HTTP_STATUS_CODE: 'HTTP status code: {status}',

  // docs/project/behaviour.md §8 social
  MODAL_CLOSED: 'Modal closed',
  POPUP_CLOSED: 'Popup closed',
  FAILED_TO_CONNECT: 'Failed to connect',
  FAILED_TO_INITIATE_SOCIAL_CONNECTION: 'Failed to initiate social connection',
  FAILED_TO_CONNECT_TO_FARCASTER: 'Failed to connect to farcaster',

  // docs/project/behaviour.md §8 connection
  CONNECTION_REJECTED: 'Connection rejected',
  NO_AUTH_CONNECTOR_FOUND: 'No auth connector found',
  NOT_CONNECTED_TO_EMAIL_OR_SOCIAL: 'Not connected to email or social',
  NO_CONNECTOR_FOUND_FOR_CONNECTION: 'No connector found for connection: {id}',
  FAILED_TO_DISCONNECT: 'Failed to disconnect',
  INVALID_CONNECTION_STATUS: 'Invalid connection status',
} as const
